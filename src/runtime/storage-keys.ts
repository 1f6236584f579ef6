/**
 * Storage keys (prefixed with the organisation) that other parts of the
 * plugin keep about the candidate, named here once so sign-out clears
 * them: the persona list's cache (URLs holding the area of interest,
 * session storage) and the chat's cached Cognito identity ids (local
 * storage, one per pool and user). No imports: blocks and the chat
 * bundle these few bytes themselves.
 */
export const PERSONA_CACHE_KEY = 'personaContent';
export const IDENTITY_CACHE_PREFIX = 'aws:cognito-identity-credentials:';
