export { AboutIntro, type AboutIntroProps } from './about-intro';
export { OurStory, type OurStoryProps, type StoryMilestone } from './our-story';
export { VisionCards, type VisionCardsProps } from './vision-cards';
export {
  CompanySection,
  type CompanySectionProps,
  type CompanyStatement,
  type JoinInvitation,
} from './company-section';
