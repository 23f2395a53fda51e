/** Known passwords of the test snapshot (tests only: the product never has fixed passwords). */
export const TEST_ADMIN_PASSWORD = 'AdminPass123';
export const TEST_DEMO_PASSWORD = 'DemoPass123';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
