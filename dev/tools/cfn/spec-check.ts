/**
 * Checks a CloudFormation template against the CloudFormation resource
 * specification (the JSON AWS publishes, as packaged in @aws-cdk/cfnspec):
 * every resource type exists; every property is known, required ones are
 * there, and values have the specified shape (primitive, list, map or
 * property type, recursively; both branches of an `Fn::If`); every `Ref`,
 * `Fn::GetAtt` and condition names something that exists. This is what
 * cfn-lint's E3xxx schema rules check, without its best-practice rules.
 */

type Json =
	string | number | boolean | null | Json[] | { [ key: string ]: Json };

type JsonObject = { [ key: string ]: Json };

interface PropertySpec {
	Required?: boolean;
	PrimitiveType?: string;
	Type?: string;
	ItemType?: string;
	PrimitiveItemType?: string;
}

interface TypeSpec {
	Properties?: Record< string, PropertySpec >;
	Attributes?: Record< string, unknown >;
}

export interface ResourceSpecification {
	ResourceSpecificationVersion: string;
	ResourceTypes: Record< string, TypeSpec >;
	PropertyTypes: Record< string, TypeSpec >;
}

const PSEUDO = new Set( [
	'AWS::AccountId',
	'AWS::NoValue',
	'AWS::Partition',
	'AWS::Region',
	'AWS::StackId',
	'AWS::StackName',
	'AWS::URLSuffix',
	'AWS::NotificationARNs',
] );

function isObject( value: unknown ): value is JsonObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * `{ "Ref": … }` or `{ "Fn::…": … }`: its name, else undefined.
 * @param value
 */
function intrinsicName( value: Json ): string | undefined {
	if ( ! isObject( value ) ) {
		return undefined;
	}
	const keys = Object.keys( value );
	return keys.length === 1 &&
		( keys[ 0 ] === 'Ref' || keys[ 0 ].startsWith( 'Fn::' ) )
		? keys[ 0 ]
		: undefined;
}

export function specProblems(
	template: unknown,
	spec: ResourceSpecification
): string[] {
	const problems: string[] = [];
	if ( ! isObject( template ) || ! isObject( template.Resources ) ) {
		return [ 'the template has no Resources' ];
	}
	const resources = template.Resources;
	const parameters = isObject( template.Parameters )
		? template.Parameters
		: {};
	const conditions = isObject( template.Conditions )
		? template.Conditions
		: {};

	function checkPrimitive( type: string, value: Json, path: string ) {
		if ( intrinsicName( value ) ) {
			return;
		}
		const ok =
			( type === 'String' && typeof value === 'string' ) ||
			( [ 'Integer', 'Long', 'Double' ].includes( type ) &&
				( typeof value === 'number' ||
					( typeof value === 'string' &&
						value.trim() !== '' &&
						Number.isFinite( Number( value ) ) ) ) ) ||
			( type === 'Boolean' &&
				( typeof value === 'boolean' ||
					value === 'true' ||
					value === 'false' ) ) ||
			( type === 'Json' && isObject( value ) ) ||
			( type === 'Timestamp' && typeof value === 'string' );
		if ( ! ok ) {
			problems.push(
				`${ path }: expected ${ type }, got ${ JSON.stringify( value ) }`
			);
		}
	}

	/**
	 * Each value an Fn::If may give, or the value itself.
	 * @param value
	 */
	function branches( value: Json ): Json[] {
		if ( intrinsicName( value ) === 'Fn::If' && isObject( value ) ) {
			const args = value[ 'Fn::If' ];
			if ( Array.isArray( args ) && args.length === 3 ) {
				return [ args[ 1 ], args[ 2 ] ]
					.flatMap( branches )
					.filter(
						( branch ) =>
							! (
								isObject( branch ) &&
								branch.Ref === 'AWS::NoValue'
							)
					);
			}
		}
		return [ value ];
	}

	function checkObject(
		typeName: string,
		resourceType: string,
		value: Json,
		path: string
	) {
		const typeSpec =
			typeName === resourceType
				? spec.ResourceTypes[ resourceType ]
				: ( spec.PropertyTypes[ `${ resourceType }.${ typeName }` ] ??
					spec.PropertyTypes[ typeName ] );
		if ( ! typeSpec ) {
			problems.push(
				`${ path }: the specification has no type ${ typeName }`
			);
			return;
		}
		if ( ! isObject( value ) ) {
			problems.push( `${ path }: expected an object (${ typeName })` );
			return;
		}
		const known = typeSpec.Properties ?? {};
		for ( const name of Object.keys( value ) ) {
			if ( ! known[ name ] ) {
				problems.push(
					`${ path }.${ name }: not a property of ${ typeName }`
				);
			}
		}
		for ( const [ name, property ] of Object.entries( known ) ) {
			const item = value[ name ];
			if ( item === undefined ) {
				if ( property.Required ) {
					problems.push(
						`${ path }: required property ${ name } is missing`
					);
				}
				continue;
			}
			for ( const branch of branches( item ) ) {
				checkProperty(
					property,
					resourceType,
					branch,
					`${ path }.${ name }`
				);
			}
		}
	}

	function checkItem(
		property: PropertySpec,
		resourceType: string,
		value: Json,
		path: string
	) {
		for ( const branch of branches( value ) ) {
			if ( property.PrimitiveItemType ) {
				checkPrimitive( property.PrimitiveItemType, branch, path );
			} else if ( property.ItemType && ! intrinsicName( branch ) ) {
				checkObject( property.ItemType, resourceType, branch, path );
			}
		}
	}

	function checkProperty(
		property: PropertySpec,
		resourceType: string,
		value: Json,
		path: string
	) {
		if ( property.PrimitiveType ) {
			checkPrimitive( property.PrimitiveType, value, path );
			return;
		}
		if ( intrinsicName( value ) ) {
			return;
		}
		if ( property.Type === 'List' ) {
			if ( ! Array.isArray( value ) ) {
				problems.push( `${ path }: expected a list` );
				return;
			}
			value.forEach( ( item, index ) =>
				checkItem(
					property,
					resourceType,
					item,
					`${ path }[${ index }]`
				)
			);
			return;
		}
		if ( property.Type === 'Map' ) {
			if ( ! isObject( value ) ) {
				problems.push( `${ path }: expected a map` );
				return;
			}
			Object.entries( value ).forEach( ( [ key, item ] ) =>
				checkItem( property, resourceType, item, `${ path }.${ key }` )
			);
			return;
		}
		if ( property.Type ) {
			checkObject( property.Type, resourceType, value, path );
		}
	}

	function checkReferences( value: Json, path: string ) {
		if ( Array.isArray( value ) ) {
			value.forEach( ( item, index ) =>
				checkReferences( item, `${ path }[${ index }]` )
			);
			return;
		}
		if ( ! isObject( value ) ) {
			return;
		}
		const ref = value.Ref;
		if (
			typeof ref === 'string' &&
			! PSEUDO.has( ref ) &&
			! parameters[ ref ] &&
			! resources[ ref ]
		) {
			problems.push( `${ path }: Ref ${ ref } names nothing` );
		}
		const getAtt = value[ 'Fn::GetAtt' ];
		if ( Array.isArray( getAtt ) ) {
			const [ id, attribute ] = getAtt.map( String );
			const target = resources[ id ];
			const type = isObject( target ) ? String( target.Type ) : '';
			if ( ! spec.ResourceTypes[ type ]?.Attributes?.[ attribute ] ) {
				problems.push(
					`${ path }: Fn::GetAtt ${ id }.${ attribute } is not an attribute of ${ type || 'a resource in the template' }`
				);
			}
		}
		const ifArgs = value[ 'Fn::If' ];
		if (
			Array.isArray( ifArgs ) &&
			typeof ifArgs[ 0 ] === 'string' &&
			! conditions[ ifArgs[ 0 ] ]
		) {
			problems.push(
				`${ path }: Fn::If names an unknown condition ${ ifArgs[ 0 ] }`
			);
		}
		const sub = value[ 'Fn::Sub' ];
		if ( typeof sub === 'string' ) {
			for ( const [ , name ] of sub.matchAll( /\$\{([^}!]+)\}/g ) ) {
				const base = name.split( '.' )[ 0 ];
				if (
					! PSEUDO.has( name ) &&
					! parameters[ base ] &&
					! resources[ base ]
				) {
					problems.push(
						`${ path }: Fn::Sub names nothing called ${ name }`
					);
				}
			}
		}
		Object.entries( value ).forEach( ( [ key, item ] ) =>
			checkReferences( item, `${ path }.${ key }` )
		);
	}

	for ( const [ id, resource ] of Object.entries( resources ) ) {
		const path = `Resources.${ id }`;
		if ( ! isObject( resource ) || typeof resource.Type !== 'string' ) {
			problems.push( `${ path }: a resource needs a Type` );
			continue;
		}
		if ( ! spec.ResourceTypes[ resource.Type ] ) {
			problems.push(
				`${ path }: unknown resource type ${ resource.Type }`
			);
			continue;
		}
		checkObject(
			resource.Type,
			resource.Type,
			resource.Properties ?? {},
			`${ path }.Properties`
		);
	}
	checkReferences( resources, 'Resources' );
	checkReferences(
		isObject( template.Outputs ) ? template.Outputs : {},
		'Outputs'
	);
	checkReferences( conditions, 'Conditions' );
	return problems;
}
