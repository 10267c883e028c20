/** The console's stylesheet: system fonts, light and dark (the system's choice, or the theme button's). */
export const CONSOLE_STYLES = `
:root { color-scheme: light; --bg: #ffffff; --fg: #16181d; --muted: #4a505c; --line: #d0d4dc; --accent: #1849c9;
  --accent-fg: #ffffff; --danger: #a8071a; --panel: #f4f5f8; --ok: #126b2f; }
:root[data-theme="dark"] { color-scheme: dark; --bg: #121418; --fg: #eceef2; --muted: #b4bac6; --line: #3a3f4a;
  --accent: #8fb0ff; --accent-fg: #0b0d12; --danger: #ff9aa5; --panel: #1c1f26; --ok: #7ee2a0; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
a { color: var(--accent); }
.bar { display: flex; gap: 1rem; align-items: center; padding: .6rem 1rem; border-bottom: 1px solid var(--line);
  flex-wrap: wrap; }
.bar nav { display: flex; gap: .8rem; }
.brand { font-weight: 700; text-decoration: none; color: var(--fg); }
.spacer { flex: 1; }
main { padding: 1rem; max-width: 70rem; margin: 0 auto; }
main:focus { outline: none; }
h1 { font-size: 1.4rem; margin: .2rem 0 1rem; }
h2 { font-size: 1.1rem; margin: 1.4rem 0 .5rem; }
button, input, select { font: inherit; color: inherit; }
button { background: var(--accent); color: var(--accent-fg); border: 0; border-radius: .4rem; padding: .4rem .8rem;
  cursor: pointer; }
button.secondary { background: transparent; color: var(--accent); border: 1px solid var(--accent); }
button.danger { background: var(--danger); color: var(--bg); }
button:focus-visible, a:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid var(--accent);
  outline-offset: 2px; }
input, select { background: var(--bg); border: 1px solid var(--muted); border-radius: .3rem; padding: .35rem .5rem; }
label { display: block; margin: .6rem 0 .2rem; font-weight: 600; }
.field-error { color: var(--danger); margin: .2rem 0; }
.notice { background: var(--panel); border: 1px solid var(--line); padding: .6rem .8rem; border-radius: .4rem; }
.secret { font-family: ui-monospace, monospace; word-break: break-all; }
.ok { color: var(--ok); }
.error { color: var(--danger); }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; }
th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-weight: 600; }
.row { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; }
.row label { margin: 0 0 .2rem; }
code { font-family: ui-monospace, monospace; }
`
