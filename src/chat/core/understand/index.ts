/**
 * Reading a message: the template's intents it asks for, the job areas it
 * names, and the places it may mean. See README.md.
 */

export { areaNames } from './area-match';
export { categoryOfArea } from './category-of-area';
export { type Grammar, grammarOf } from './grammar';
export { type IntentMatch, looseUtteranceOf } from './commands';
export { type MessageReading, readMessage } from './read-message';
export { readPlaces } from './read-places';
