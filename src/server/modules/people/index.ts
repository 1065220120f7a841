// What other modules may use of people: a lawyer's clients and a manager adding a team member
// (registered by leads/staff-routes.ts until that file is dissolved).
export { createLawyerClient, listLawyerClients } from './clients';
export { createTeamMember } from './team';
