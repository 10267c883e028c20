import '@latch/themes/styles.css'
import { createRoot } from 'react-dom/client'
import { installFakeTurnstile } from './fake-turnstile'
import { Gallery } from './Gallery'
import './gallery.css'

// No <StrictMode> here: its double effect run would drive each case's client through its setup twice.
installFakeTurnstile()
const root = document.getElementById('root')
if (root) createRoot(root).render(<Gallery />)
