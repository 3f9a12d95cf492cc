export {
  ProfileCard,
  defaultProfileCardLabels,
  type ProfileCardLabels,
  type ProfileCardProps,
} from './profile-card';
