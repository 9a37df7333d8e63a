import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { AIRPORTS, type AirportCode } from '../../common/airports.js';

/** 'HH:MM' on the 24-hour clock, Rome time. */
export const MEETING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const meetingTimeMessage = (airport: AirportCode) =>
  `Indica l'orario di ritrovo a ${AIRPORTS[airport]} come ore e minuti, per esempio 06:30.`;

const MeetingTimeField = (airport: AirportCode) =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'string',
      nullable: true,
      pattern: MEETING_TIME_PATTERN.source,
      maxLength: 5,
      example: airport === 'MXP' ? '06:30' : '07:15',
      description: `When the group meets at ${AIRPORTS[airport]} on the first day, Rome time; null or absent when not fixed yet`,
    }),
    IsOptional(),
    Matches(MEETING_TIME_PATTERN, { message: meetingTimeMessage(airport) }),
    IsString({ message: meetingTimeMessage(airport) }),
  );

/**
 * When the group meets at each departure airport on the first day. Sent whole: an airport
 * left out or null has no time yet, and the week-before message says it will follow.
 */
export class MeetingTimesDto {
  @MeetingTimeField('MXP')
  MXP?: string | null;

  @MeetingTimeField('FCO')
  FCO?: string | null;
}

/** The stored map with only airports that have a time. */
export function meetingTimesOf(dto: MeetingTimesDto): Partial<Record<AirportCode, string>> {
  const times: Partial<Record<AirportCode, string>> = {};
  for (const airport of Object.keys(AIRPORTS) as AirportCode[]) {
    const time = dto[airport];
    if (typeof time === 'string') times[airport] = time;
  }
  return times;
}
