/**
 * The places' second face: what the chat fetches in chunk `chat-geocoder`
 * once the bot first asks for a place (`import( '../places/lazy' )`). Only
 * this, so the chunk holds the place finder and nothing the window has.
 */

export { browserPlaceFinder } from './place-finder';
