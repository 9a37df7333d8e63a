import { PartnerKeyScopes1795770450000 } from './1795770450000-PartnerKeyScopes.js';
import { PartnerHoldsAndBookings1795770400000 } from './1795770400000-PartnerHoldsAndBookings.js';
import { PartnerRequestCounts1795770600000 } from './1795770600000-PartnerRequestCounts.js';
import { PartnerWebhooks1795770500000 } from './1795770500000-PartnerWebhooks.js';
import { PartnerAgencies1795770300000 } from './1795770300000-PartnerAgencies.js';
import { RememberClientsThatSignedIn1795770200000 } from './1795770200000-RememberClientsThatSignedIn.js';
import { LongerMessageOccasions1795770100000 } from './1795770100000-LongerMessageOccasions.js';
import { OwnerApprovals1795766231818 } from './1795766231818-OwnerApprovals.js';
import { RoomAssignments1795758066534 } from './1795758066534-RoomAssignments.js';
import { Waitlist1795755649538 } from './1795755649538-Waitlist.js';
import { ClientAttemptInOneStatement1795746000000 } from './1795746000000-ClientAttemptInOneStatement.js';
import { SingleRooms1795744000000 } from './1795744000000-SingleRooms.js';
import { DepartureCoordinatorsUpToTwo1795745000000 } from './1795745000000-DepartureCoordinatorsUpToTwo.js';
import { MinimumGroup1795760000000 } from './1795760000000-MinimumGroup.js';
import { WaitlistEntriesCancelled1795770000000 } from './1795770000000-WaitlistEntriesCancelled.js';
import { DemoIban1795743100000 } from './1795743100000-DemoIban.js';
import { BookingLinksFollowPriceAndRevoke1795742515143 } from './1795742515143-BookingLinksFollowPriceAndRevoke.js';
import { IbanSwitches1795733425997 } from './1795733425997-IbanSwitches.js';
import { OwnersAndStaff1795731529940 } from './1795731529940-OwnersAndStaff.js';
import { StaffMessagesWithoutBooking1795730442892 } from './1795730442892-StaffMessagesWithoutBooking.js';
import { DepartureMeetingTimes1795730046280 } from './1795730046280-DepartureMeetingTimes.js';
import { BookingDocumentsAndInformation1795721583522 } from './1795721583522-BookingDocumentsAndInformation.js';
import { MessagesAndJobQueue1795719308412 } from './1795719308412-MessagesAndJobQueue.js';
import { EndTokensOfDisabledAccounts1795715968341 } from './1795715968341-EndTokensOfDisabledAccounts.js';
import { AddHoldAlertsLayoutsAndReceipts1795709853521 } from './1795709853521-AddHoldAlertsLayoutsAndReceipts.js';
import { AddPaymentsAndBankStatements1795709332227 } from './1795709332227-AddPaymentsAndBankStatements.js';
import { PaymentWindowsAndReferences1795708495660 } from './1795708495660-PaymentWindowsAndReferences.js';
import { AddBookings1795666970513 } from './1795666970513-AddBookings.js';
import { AddContactHandled1795590536821 } from './1795590536821-AddContactHandled.js';
import { AddIbansAndBookingLinks1795590538380 } from './1795590538380-AddIbansAndBookingLinks.js';
import { AddAdminAuth1795588888289 } from './1795588888289-AddAdminAuth.js';
import { AddWhatsappClicks1795587865504 } from './1795587865504-AddWhatsappClicks.js';
import { AddCheckoutAttempts1795588595176 } from './1795588595176-AddCheckoutAttempts.js';
import { GroupsOfTen1795588527807 } from './1795588527807-GroupsOfTen.js';
import { AddDepartures1795587549490 } from './1795587549490-AddDepartures.js';
import { MoveCheckoutAttempts1795667400000 } from './1795667400000-MoveCheckoutAttempts.js';
import type { DataSourceOptions } from 'typeorm';
import { InitialSchema1795330463962 } from './1795330463962-InitialSchema.js';
/** Every migration, oldest first. `npm run migration:generate -- <Name>` appends to this list. */
export const MIGRATIONS: NonNullable<DataSourceOptions['migrations']> = [
  InitialSchema1795330463962,
  AddDepartures1795587549490,
  AddWhatsappClicks1795587865504,
  GroupsOfTen1795588527807,
  AddCheckoutAttempts1795588595176,
  AddAdminAuth1795588888289,
  AddContactHandled1795590536821,
  AddIbansAndBookingLinks1795590538380,
  AddBookings1795666970513,
  MoveCheckoutAttempts1795667400000,
  PaymentWindowsAndReferences1795708495660,
  AddPaymentsAndBankStatements1795709332227,
  AddHoldAlertsLayoutsAndReceipts1795709853521,
  EndTokensOfDisabledAccounts1795715968341,
  MessagesAndJobQueue1795719308412,
  BookingDocumentsAndInformation1795721583522,
  DepartureMeetingTimes1795730046280,
  StaffMessagesWithoutBooking1795730442892,
  OwnersAndStaff1795731529940,
  IbanSwitches1795733425997,
  BookingLinksFollowPriceAndRevoke1795742515143,
  DemoIban1795743100000,
  SingleRooms1795744000000,
  DepartureCoordinatorsUpToTwo1795745000000,
  ClientAttemptInOneStatement1795746000000,
  Waitlist1795755649538,
  RoomAssignments1795758066534,
  MinimumGroup1795760000000,
  OwnerApprovals1795766231818,
  WaitlistEntriesCancelled1795770000000,
  LongerMessageOccasions1795770100000,
  RememberClientsThatSignedIn1795770200000,
  PartnerAgencies1795770300000,
  PartnerHoldsAndBookings1795770400000,
  PartnerKeyScopes1795770450000,
  PartnerWebhooks1795770500000,
  PartnerRequestCounts1795770600000,
];
