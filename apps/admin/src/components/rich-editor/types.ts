export interface RichEditorProps {
  /** HTML (the form field's value). */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Height of the writing area before it grows, in px. */
  minHeight?: number;
  testId?: string;
}
