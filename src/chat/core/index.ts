/**
 * The chat's framework-free core: what the chat window (React) and the
 * launcher build on, room by room (see README.md in this folder). The
 * window and `src/chat/public.ts` import a room's face (`core/bot`,
 * `core/conversation`, …); this file names the rooms the outside uses.
 *
 * Nothing here imports an AWS SDK package statically: `createChat` and
 * `createBotClientFactory` fetch the configured Lex version's client with
 * `import()` on the first message.
 */

export * from './bot';
export * from './conversation';
export * from './jobs';
export * from './places';
