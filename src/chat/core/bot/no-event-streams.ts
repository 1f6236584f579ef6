/**
 * What the Lex V2 client imports from `@smithy/core/event-streams` to build
 * its config, without the event-stream codec (about 3 kB gzip on the chat's
 * first open). The client wires event streams for StartConversation, a
 * bidirectional stream browsers cannot run anyway; the chat only sends
 * RecognizeText, which never touches the marshaller. webpack.config.js
 * swaps this in for imports from the Lex V2 client only: the SDK's own
 * lazy `import( '@smithy/core/event-streams' )` keeps the real module.
 */

interface EventStreamSerdeInput {
	eventStreamSerdeProvider: ( input: unknown ) => unknown;
}

// No codec at all: nothing the chat sends reads it (and 39 bytes gzip of
// throwing stubs are 39 bytes of the chat's first open).
export const eventStreamSerdeProvider = () => ( {} );

export const resolveEventStreamSerdeConfig = <
	T extends EventStreamSerdeInput,
>(
	input: T
) =>
	Object.assign( input, {
		eventStreamMarshaller: input.eventStreamSerdeProvider( input ),
	} );
