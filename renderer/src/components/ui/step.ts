/** One button of `StepButtons`: its accessible name, test id and whether it is at its bound. */
export interface StepButton {
  label: string;
  testid?: string;
  disabled: boolean;
}
