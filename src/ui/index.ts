// First-screen code imports components from their own files, not from this index: every
// component here brings its stylesheet (a side effect), so importing the index would pull all of
// them, dialogs and menus included, into the first download.
import './global.css';

export { vars } from './theme.css';
export { visuallyHidden } from './shared.css';
export { useDir } from './use-dir';
export type { Direction } from './use-dir';
export { CheckIcon, ChevronDownIcon, CloseIcon } from './icons';

export { Button, IconButton } from './button';
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from './button';
export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';

export { formatValidationError, parseValidationKey } from './validation';
export type { ParsedValidationKey } from './validation';
export { ValidationMessage } from './validation-message';
export type { ValidationMessageProps } from './validation-message';
export type { FieldBaseProps } from './use-field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { SelectField } from './select-field';
export type { SelectFieldProps, SelectOption } from './select-field';
export { CheckboxField } from './checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field';
export { FormCheckboxField, FormSelectField, FormTextField, toValidationKey } from './form-fields';
export type { FormFieldProps } from './form-fields';

export { Dialog, DialogClose } from './dialog';
export type { DialogProps, DialogSize } from './dialog';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps, ConfirmOptions } from './confirm-dialog';
export { ConfirmProvider, useConfirm } from './confirm-provider';

export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { Accordion } from './accordion';
export type { AccordionItemData, AccordionProps } from './accordion';
export { Stepper } from './stepper';
export type { StepItem, StepperProps } from './stepper';

export { toast, DEFAULT_DURATIONS } from './toast-store';
export type { ToastItem, ToastKind, ToastOptions } from './toast-store';
export { Toaster } from './toaster';
export { loading } from './loading-store';
export { GlobalLoadingBar } from './global-loading-bar';
