/**
 * The CloudFormation intrinsic functions the recruiting bot template uses,
 * evaluated the way CloudFormation does for the bot's properties (what the
 * build and the stand-in read): `Ref` (parameters, `AWS::NoValue`),
 * `Fn::If`, `Fn::Equals`, `Fn::Not`, `Fn::And`, `Fn::Or`, `Fn::Select`,
 * `Fn::Split`, `Fn::Join`. Anything else (a resource's `Ref`,
 * `Fn::GetAtt`, `Fn::Sub`) is refused with the path to it, so a template
 * change the reader cannot evaluate fails loudly.
 */
import { isObject, TemplateError, type Json } from './json';

/** Marks a value `AWS::NoValue` removed. */
const NO_VALUE = Symbol( 'AWS::NoValue' );

type Evaluated = Json | typeof NO_VALUE;

export interface TemplateScope {
	/** Parameter values: strings, or lists for `CommaDelimitedList`. */
	parameters: Record< string, string | string[] >;
	/** The template's `Conditions` section, unevaluated. */
	conditions: Record< string, Json >;
}

function asString( value: Evaluated, path: string ): string {
	if ( typeof value !== 'string' ) {
		throw new TemplateError( path, 'expected a string' );
	}
	return value;
}

function asList( value: Evaluated, path: string ): Json[] {
	if ( ! Array.isArray( value ) ) {
		throw new TemplateError( path, 'expected a list' );
	}
	return value;
}

function asBoolean( value: Evaluated, path: string ): boolean {
	if ( typeof value !== 'boolean' ) {
		throw new TemplateError( path, 'expected a condition' );
	}
	return value;
}

export function evaluate(
	value: Json,
	scope: TemplateScope,
	path = '$',
	conditionStack: string[] = []
): Evaluated {
	if ( Array.isArray( value ) ) {
		return value
			.map( ( item, index ) =>
				evaluate( item, scope, `${ path }[${ index }]`, conditionStack )
			)
			.filter( ( item ): item is Json => item !== NO_VALUE );
	}
	if ( ! isObject( value ) ) {
		return value;
	}
	const keys = Object.keys( value );
	if (
		keys.length === 1 &&
		( keys[ 0 ] === 'Ref' ||
			keys[ 0 ].startsWith( 'Fn::' ) ||
			keys[ 0 ] === 'Condition' )
	) {
		return callFunction(
			keys[ 0 ],
			value[ keys[ 0 ] ],
			scope,
			`${ path }.${ keys[ 0 ] }`,
			conditionStack
		);
	}
	const result: { [ key: string ]: Json } = {};
	for ( const key of keys ) {
		const item = evaluate(
			value[ key ],
			scope,
			`${ path }.${ key }`,
			conditionStack
		);
		if ( item !== NO_VALUE ) {
			result[ key ] = item;
		}
	}
	return result;
}

function condition(
	name: string,
	scope: TemplateScope,
	path: string,
	stack: string[]
): boolean {
	const definition = scope.conditions[ name ];
	if ( definition === undefined ) {
		throw new TemplateError( path, `no condition named ${ name }` );
	}
	if ( stack.includes( name ) ) {
		throw new TemplateError( path, `condition ${ name } refers to itself` );
	}
	return asBoolean(
		evaluate( definition, scope, `Conditions.${ name }`, [
			...stack,
			name,
		] ),
		`Conditions.${ name }`
	);
}

function callFunction(
	name: string,
	argument: Json,
	scope: TemplateScope,
	path: string,
	stack: string[]
): Evaluated {
	const args = () => asList( argument, path );
	const arg = ( index: number ) =>
		evaluate( args()[ index ], scope, `${ path }[${ index }]`, stack );
	switch ( name ) {
		case 'Ref': {
			if ( argument === 'AWS::NoValue' ) {
				return NO_VALUE;
			}
			const parameter =
				typeof argument === 'string'
					? scope.parameters[ argument ]
					: undefined;
			if ( parameter === undefined ) {
				throw new TemplateError(
					path,
					`the template reader cannot resolve Ref ${ JSON.stringify( argument ) }`
				);
			}
			return parameter;
		}
		case 'Condition':
			return condition( asString( argument, path ), scope, path, stack );
		case 'Fn::If': {
			const [ conditionName, whenTrue, whenFalse ] = args();
			const branch = condition(
				asString( conditionName, `${ path }[0]` ),
				scope,
				path,
				stack
			)
				? whenTrue
				: whenFalse;
			return evaluate( branch, scope, path, stack );
		}
		case 'Fn::Equals':
			return JSON.stringify( arg( 0 ) ) === JSON.stringify( arg( 1 ) );
		case 'Fn::Not':
			return ! asBoolean( arg( 0 ), path );
		case 'Fn::And':
			return args().every( ( _item, index ) =>
				asBoolean( arg( index ), path )
			);
		case 'Fn::Or':
			return args().some( ( _item, index ) =>
				asBoolean( arg( index ), path )
			);
		case 'Fn::Select': {
			const index = Number( arg( 0 ) );
			const list = asList( arg( 1 ), path );
			if (
				! Number.isInteger( index ) ||
				index < 0 ||
				index >= list.length
			) {
				throw new TemplateError(
					path,
					`index ${ index } is out of range`
				);
			}
			return list[ index ];
		}
		case 'Fn::Split':
			return asString( arg( 1 ), path ).split(
				asString( arg( 0 ), path )
			);
		case 'Fn::Join':
			return asList( arg( 1 ), path )
				.map( ( item ) => asString( item, path ) )
				.join( asString( arg( 0 ), path ) );
		default:
			throw new TemplateError(
				path,
				`the template reader does not evaluate ${ name }`
			);
	}
}
