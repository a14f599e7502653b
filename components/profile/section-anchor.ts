/** The anchor of a profile section on manage-profile, where a resume analysis suggestion's fix is. */
export const profileSectionAnchor = (section: string) => `profile-${section.replace(/_/g, '-')}`;
