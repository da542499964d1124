import {
  AccessibilityRegular,
  HandWaveRegular,
  MoreCircleRegular,
  PeopleCommunityRegular,
  PersonHeartRegular,
  RunRegular,
  ShieldPersonRegular,
  SportBasketballRegular,
  SportRegular,
  SportSoccerRegular,
  WeatherMoonRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

// Config names icons by their Fluent base name; only these are bundled.
const ICONS: Record<string, FluentIcon> = {
  Accessibility: AccessibilityRegular,
  HandWave: HandWaveRegular,
  MoreCircle: MoreCircleRegular,
  PeopleCommunity: PeopleCommunityRegular,
  PersonHeart: PersonHeartRegular,
  Run: RunRegular,
  ShieldPerson: ShieldPersonRegular,
  Sport: SportRegular,
  SportBasketball: SportBasketballRegular,
  SportSoccer: SportSoccerRegular,
  WeatherMoon: WeatherMoonRegular,
};

export function categoryIcon(name: string | undefined): FluentIcon {
  return (name && ICONS[name]) || SportRegular;
}
