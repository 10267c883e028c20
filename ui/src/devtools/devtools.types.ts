/** Props of `<LatchDevtools>`. */
export interface LatchDevtoolsProps {
  /** Rows shown, newest last. @default 200 */
  limit?: number
  className?: string
}
