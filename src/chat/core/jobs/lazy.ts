/**
 * The jobs' second face: what the chat fetches in chunk `chat-job-search`
 * (`import( '../jobs/lazy' )`). Only this, so the chunk holds the job
 * search and nothing the window has.
 */

export { createJobSearch } from './job-search';
