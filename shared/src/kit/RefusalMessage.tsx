/** Kept in the kit's exports since 1.7; the component lives in the package root since 1.8 (the form fields use it). */
export { NEXT_STEPS, nextStepOf, RefusalMessage } from '@marktplatz/shared';
export type { NextStep, RefusalMessageProps } from '@marktplatz/shared';
