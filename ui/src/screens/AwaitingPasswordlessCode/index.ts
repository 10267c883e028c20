/** AWAITING_PASSWORDLESS_CODE's parts: the code cells, the status line, the resend trigger. */
export {
  CodeCell as Cell,
  CodeCells as Cells,
  CodeRoot as Root,
  CodeStatus as Status,
  ResendTrigger,
} from './parts'
