/**
 * The connection test wired to the chat's own core: the same credentials
 * and Lex clients candidates use. Loaded only when the test runs.
 */

/**
 * Internal dependencies
 */
import {
	createBotClientFactory,
	credentialsFromSettings,
	randomId,
} from '../../chat/public';
import {
	runConnectionTest,
	type ConnectionReport,
	type ConnectionTestDeps,
} from './run-connection-test';
import type { Settings } from '../../settings/types';
import type { BotLocaleReport } from '../bot-locale/bot-locale-report';

/** A Lex session id (V2 sessionId and V1 userId both accept it). */
function testSessionId(): string {
	return `careers-admin-test-${ randomId() }`;
}

export const defaultConnectionTestDeps: ConnectionTestDeps = {
	// A fresh identity in memory: the test never reuses a candidate's.
	makeCredentials: ( settings ) => credentialsFromSettings( settings ),
	makeBotClientFactory: createBotClientFactory,
	sessionId: testSessionId,
	sleep: ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) ),
	timeoutMs: 15_000,
};

/**
 * Test the given settings with the chat's real clients.
 *
 * @param settings The saved settings.
 * @param report   The site language's bot locale, as the server decides it.
 */
export function testConnection(
	settings: Settings,
	report?: BotLocaleReport
): Promise< ConnectionReport > {
	return runConnectionTest( settings, defaultConnectionTestDeps, report );
}
