import ical, { ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

type Person = { name: string; email: string };

export type MeetingInvitation = {
  /** Stable for one lead's meeting at one time: a calendar updates the event instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  /** When the invitation was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  /** Where it happens: the company's address from the settings; none when the settings have none. */
  location: string;
  organizer: Person;
  /** The visitor, by name only where the invitation goes to staff. */
  attendee: { name?: string; email: string };
};

/** How long before the meeting the calendar reminds the attendee. */
const alarmSecondsBefore = 30 * 60;

export const invitationFile = { filename: "reuniao.ics", contentType: "text/calendar; method=REQUEST" } as const;

/**
 * A meeting request (RFC 5545, METHOD:REQUEST, times in UTC) that mail clients offer to add to
 * the calendar. ical-generator escapes the text and folds lines at 75 octets, accented names
 * included.
 */
export function meetingInvitation(invitation: MeetingInvitation) {
  const calendar = ical({ prodId: { company: "Site", product: "Reunioes", language: "PT" }, method: ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: invitation.uid,
    sequence: 0,
    start: invitation.start,
    end: invitation.end,
    stamp: invitation.stamp,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location || null,
    alarms: [{ type: ICalAlarmType.display, trigger: alarmSecondsBefore, description: invitation.summary }],
    status: ICalEventStatus.CONFIRMED,
    organizer: invitation.organizer,
    attendees: [
      {
        ...(invitation.attendee.name ? { name: invitation.attendee.name } : {}),
        email: invitation.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
  });
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves it off.
  return `${calendar.toString()}\r\n`;
}
