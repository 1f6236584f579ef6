/**
 * Lex V2 condition expressions, the subset the stand-in runs:
 * `{slot} = "text"`, `{slot} != "text"`, the same with `[attribute]`, and
 * such comparisons joined by `AND`.
 * As in Lex, a condition on a value that is not set is not evaluated (it is
 * false), and strings compare in any letter case.
 */
import { TemplateError } from './template-json';
import type {
	Comparison,
	Condition,
	SessionAttributes,
	SlotValues,
} from './types';

const EXPRESSION = /^\s*(?:\{(\w+)\}|\[(\w+)\])\s*(!=|=)\s*"([^"]*)"\s*$/;

export function parseCondition( expression: string, path: string ): Condition {
	return expression
		.split( /\s+AND\s+/ )
		.map( ( part ) => parseComparison( part, expression, path ) );
}

function parseComparison(
	part: string,
	expression: string,
	path: string
): Comparison {
	const match = EXPRESSION.exec( part );
	if ( ! match ) {
		throw new TemplateError(
			path,
			`the stand-in does not evaluate the condition ${ JSON.stringify( expression ) }`
		);
	}
	const [ , slot, attribute, operator, value ] = match;
	return {
		source: slot ? 'slot' : 'attribute',
		name: slot ?? attribute,
		operator: operator === '=' ? '=' : '!=',
		value,
	};
}

export function holds(
	condition: Condition,
	slots: SlotValues,
	attributes: SessionAttributes
): boolean {
	return condition.every( ( comparison ) =>
		compares( comparison, slots, attributes )
	);
}

function compares(
	condition: Comparison,
	slots: SlotValues,
	attributes: SessionAttributes
): boolean {
	const current =
		condition.source === 'slot'
			? slots[ condition.name ]?.interpreted
			: attributes[ condition.name ];
	if ( current === undefined ) {
		return false;
	}
	const same = current.toLowerCase() === condition.value.toLowerCase();
	return condition.operator === '=' ? same : ! same;
}
