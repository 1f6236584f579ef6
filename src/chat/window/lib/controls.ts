/**
 * What can hold focus in the chat window's first words and in the window
 * itself (the same markup): focus is carried over the take-over by its
 * place in this list.
 */
export const CONTROLS = 'button,textarea';
