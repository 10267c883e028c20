/** STEP_UP_SCREEN's parts. */
export {
  StepUpApproves as Approves,
  StepUpResendTrigger as ResendTrigger,
  StepUpRoot as Root,
  StepUpStatus as Status,
  StepUpTargetButton as TargetButton,
} from './parts'
