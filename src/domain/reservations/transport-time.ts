/**
 * §5: transport times must match 24-hour `HH:mm` (00:00 to 23:59, two digits each), otherwise
 * 'Arrival and departure times must be in "HH:mm" format.'
 */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeFormatMessages = {
  en: 'Arrival and departure times must be in "HH:mm" format.',
  fr: "Les heures d'arrivée et de départ doivent être au format « HH:mm ».",
} as const;

export function isHHmm(value: string): boolean {
  return HH_MM.test(value);
}

/**
 * The fields of a transportation whose time is filled but not `HH:mm` (an empty time is left to
 * the required rules), e.g. `['arrivalTime']`.
 */
export function badTimes(times: {
  departureTime?: string | null;
  arrivalTime?: string | null;
}): ('departureTime' | 'arrivalTime')[] {
  return (['departureTime', 'arrivalTime'] as const).filter((field) => {
    const value = times[field];
    return value !== undefined && value !== null && value !== '' && !isHHmm(value);
  });
}
