import type { ShowcaseProfile } from '@dating/contract';
import type { Country } from '@dating/contract/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.js';
import { countryName } from '../../components/country-options.js';
import { useLocale, useSettings } from '../../stores-context.js';
import { type CountryMap, loadCountryMap, MAP_SIZE, placeOnMap } from './country-map.js';
import { LanderMembers } from './LanderMembers.js';
import { LanderPitch } from './LanderPitch.js';
import { LanderSplit } from './LanderSplit.js';
import { landerPhoto } from './lander-photos.js';
import styles from './landers.module.css';
import mapStyles from './MapLander.module.css';
import { useLanderMembers } from './use-lander-members.js';

const COUNT = 12;
/** The radius of a member's photo on the map, in the map's units. */
const PIN = 14;

/**
 * `maplanding`: members on a map of the brand's country, each at their town (its centre, never
 * nearer) with their photo, and the same members as a list beside it, which is what screen
 * readers read. The map is the visitor's country when the brand serves it, else the brand's
 * first; a brand of several countries offers the others too. The outlines ship with the project
 * (`maps/`): no tile server.
 */
export function MapLander() {
  const settings = useSettings();
  const { language } = useLocale();
  const { t } = useTranslation('landers');
  const profiles = useLanderMembers('maplanding', COUNT);
  const countries = settings.countries as readonly Country[];
  const visitorCountry = countries.find((country) => country === settings.geoip_country);
  const [chosen, setChosen] = useState<Country | undefined>();
  const country = chosen ?? visitorCountry ?? countries[0];
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    countries.map((code) => countryName(code, language)),
  );
  return (
    <LanderSplit>
      <LanderPitch
        eyebrow={t('maplanding.eyebrow')}
        headline={t('maplanding.headline')}
        text={t('maplanding.text', { name: settings.name, countries: names })}
      />
      {countries.length > 1 ? (
        <div className={mapStyles.countries}>
          {countries.map((code) => (
            <Button
              key={code}
              variant={code === country ? 'primary' : 'secondary'}
              aria-pressed={code === country}
              onPress={() => setChosen(code)}
            >
              {countryName(code, language)}
            </Button>
          ))}
        </div>
      ) : null}
      {country ? (
        <MembersMap
          country={country}
          label={t('maplanding.mapLabel', { countries: countryName(country, language) })}
          profiles={profiles ?? []}
        />
      ) : null}
      <section aria-labelledby="lander-map-members">
        <h2 id="lander-map-members" className={styles.sectionTitle}>
          {t('maplanding.listTitle')}
        </h2>
        <LanderMembers profiles={profiles} count={COUNT} className={mapStyles.list} look="avatar" />
      </section>
    </LanderSplit>
  );
}

/** Props of {@link MembersMap}. */
interface MembersMapProps {
  country: Country;
  label: string;
  profiles: readonly ShowcaseProfile[];
}

/**
 * The outline of one country with the members' photos at their towns. Its square holds its
 * place while the outline loads, so nothing below it moves.
 */
function MembersMap({ country, label, profiles }: MembersMapProps) {
  const settings = useSettings();
  const [map, setMap] = useState<{ country: Country; outline: CountryMap } | null>(null);
  useEffect(() => {
    let current = true;
    void loadCountryMap(country).then((outline) => {
      if (current) setMap({ country, outline });
    });
    return () => {
      current = false;
    };
  }, [country]);
  const outline = map?.country === country ? map.outline : null;
  const pins = outline
    ? profiles.flatMap((profile) => {
        // Members of this country only: a town across the border may lie inside the square.
        const place =
          profile.country === country && profile.position
            ? placeOnMap(outline, profile.position)
            : null;
        const photo = landerPhoto(profile, settings.cdn_prefix);
        return place && photo ? [{ profile, place, photo }] : [];
      })
    : [];
  return (
    <svg
      className={mapStyles.map}
      viewBox={`0 0 ${MAP_SIZE} ${MAP_SIZE}`}
      role="img"
      aria-label={label}
    >
      <defs>
        <clipPath id="lander-map-pin" clipPathUnits="objectBoundingBox">
          <circle cx="0.5" cy="0.5" r="0.5" />
        </clipPath>
      </defs>
      {outline ? <path className={mapStyles.land} d={outline.path} /> : null}
      {pins.map(({ profile, place, photo }, index) => (
        <g
          key={profile.id}
          className={mapStyles.pin}
          style={{ animationDelay: `${index * 120}ms` }}
        >
          <circle className={mapStyles.halo} cx={place.x} cy={place.y} r={PIN + 3} />
          <image
            href={photo.thumb}
            x={place.x - PIN}
            y={place.y - PIN}
            width={PIN * 2}
            height={PIN * 2}
            clipPath="url(#lander-map-pin)"
            preserveAspectRatio="xMidYMid slice"
          />
        </g>
      ))}
    </svg>
  );
}
