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

const unused = () => {
	throw new Error( 'Event streams are not used by the chat.' );
};

export const eventStreamSerdeProvider = () => ( {
	serialize: unused,
	deserialize: unused,
} );

export const resolveEventStreamSerdeConfig = <
	T extends EventStreamSerdeInput,
>(
	input: T
) =>
	Object.assign( input, {
		eventStreamMarshaller: input.eventStreamSerdeProvider( input ),
	} );
