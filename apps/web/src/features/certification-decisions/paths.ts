/** Routes of the decision stage. */
export const decisionPath = (projectId: string) => `/rzjd/audit/${projectId}`;
export const APPROVAL_LIST_PATH = '/rzjd/approval';
