/** LINK_PASSKEY_SCREEN's parts. */
export {
  AddButton,
  NameField,
  NameInput,
  PasskeyDetails as Details,
  PasskeyItem as Item,
  PasskeyList as List,
  PasskeyName as Name,
  PasskeyRowActions as RowActions,
  PasskeysRoot as Root,
  RemoveButton,
  RemoveQuestion,
  RemoveTrigger,
  RenameForm,
  RenameTrigger,
} from './parts'
