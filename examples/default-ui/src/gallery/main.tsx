import '@latch/themes/styles.css'
import { createRoot } from 'react-dom/client'
import { Gallery } from './Gallery'
import './gallery.css'

// No <StrictMode> here: its double effect run would drive each case's client through its setup twice.
const root = document.getElementById('root')
if (root) createRoot(root).render(<Gallery />)
