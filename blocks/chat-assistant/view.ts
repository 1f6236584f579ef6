/**
 * Internal dependencies
 */
import '@careers-frontend/runtime';
