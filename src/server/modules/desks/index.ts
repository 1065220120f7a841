// What other modules may use of desks: a team member as the desk's team lists one.
export { toTeamMember } from './team-page';
