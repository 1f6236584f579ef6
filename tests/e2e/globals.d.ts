import type { CareersConfig } from '../../src/settings/types';

declare global {
	interface Window {
		careersFrontendConfig?: CareersConfig;
	}
}

export {};
