/**
 * Internal dependencies
 */
import type { SettingKey } from '../../settings/schema';
import type { Settings } from '../../settings/types';

/**
 * How the settings page shows one setting. Its rules (type, pattern,
 * range, choices) come from the schema; the control follows from them.
 */
export interface FieldPresentation {
	label: string;
	help?: string;
	/** Shown when the value breaks the schema's pattern. */
	invalidMessage?: string;
	/** A label per value of the schema's `enum`, in the order shown. */
	choices?: Record< string, string >;
	placeholder?: string;
	/** A multi-line input for a free text. */
	multiline?: boolean;
	/** Hidden (value kept) when this says no, e.g. V1 fields under V2. */
	shownWhen?: ( values: Settings ) => boolean;
}

/** One section's fields, in page order. */
export type SectionFields = Partial< Record< SettingKey, FieldPresentation > >;
