// People: what the server registers, and the use cases the approvals module applies once a
// second admin approves them (D37).
export { peopleRoutes } from './routes';
export { createTeamMember } from './team';
export { resetFactorsAsAdmin } from './users-factors-service';
export { createUserAsAdmin, type LinkSettings, updateUserAsAdmin } from './users-service';
