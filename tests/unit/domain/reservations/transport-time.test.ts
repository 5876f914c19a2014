import { describe, expect, it } from 'vitest';
import { badTimes, isHHmm, timeFormatMessages } from '@domain/reservations/transport-time.js';

describe('transport times (spec §5)', () => {
  it('accepts 24-hour HH:mm only', () => {
    for (const ok of ['00:00', '09:05', '12:30', '23:59']) expect(isHHmm(ok), ok).toBe(true);
    for (const bad of ['24:00', '9:05', '12:60', '12:3', '1230', '12:30:00', ' 12:30', '12:30 ', 'ab:cd', '']) {
      expect(isHHmm(bad), bad).toBe(false);
    }
  });

  it('names the filled times that are not HH:mm, with the message of the spec', () => {
    expect(badTimes({ departureTime: '08:15', arrivalTime: '25:00' })).toEqual(['arrivalTime']);
    expect(badTimes({ departureTime: '8h', arrivalTime: '7:5' })).toEqual(['departureTime', 'arrivalTime']);
    expect(badTimes({ departureTime: '', arrivalTime: null })).toEqual([]);
    expect(timeFormatMessages.en).toBe('Arrival and departure times must be in "HH:mm" format.');
  });
});
