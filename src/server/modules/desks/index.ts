// What other modules may use of desks: the manager's dashboard and a team member as it lists one.
export { managerDashboard, toTeamMember } from './dashboard';
export { registerDeskRoutes } from './desks';
