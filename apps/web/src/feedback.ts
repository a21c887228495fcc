/**
 * Toast-style messages for code outside React (the http client). The shell registers the
 * antd `App.useApp()` message API (desktop) or antd-mobile Toast (mobile) at start-up.
 */
export interface Feedback {
  error(text: string): void;
  success(text: string): void;
  info(text: string): void;
}

const fallback: Feedback = {
  error: (text) => console.error(text),
  success: (text) => console.info(text),
  info: (text) => console.info(text),
};

let current: Feedback = fallback;

export function setFeedback(feedback: Feedback | null): void {
  current = feedback ?? fallback;
}

export const feedback: Feedback = {
  error: (text) => current.error(text),
  success: (text) => current.success(text),
  info: (text) => current.info(text),
};
