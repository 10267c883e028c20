/** The parts every screen is made of: root, header, hero, title, description, actions, buttons, spinner. */
export {
  Actions,
  BackTrigger,
  Button,
  CloseTrigger,
  Description,
  Divider,
  ErrorText,
  Footer,
  Header,
  Hero,
  Icon,
  Label,
  ScreenRoot as Root,
  Spinner,
  Title,
  VisuallyHidden,
} from './parts'
