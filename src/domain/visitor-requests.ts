/** Limits of the visitor forms, shared by each form and its function. */
export const MESSAGE_MAX_LENGTH = 5000;
export const REASON_MAX_LENGTH = 1000;
export const DELETION_PROCESSING_DAYS = 30;
