import type { ResourceTexts } from './index.ts';

// Server-side texts served through ABP's localization endpoints (`Resource::Key` on the client).
export const en: ResourceTexts = {
  GoTrack: {
    AppName: 'GoTrack',
    'Menu:Home': 'Home',
    'Menu:Administration': 'Administration',
    'Menu:TrackAccounts': 'Track accounts',
    'Menu:Notifications': 'Notifications',
    'Menu:Services': 'Services',
    'Menu:Report': 'Report',
    'Menu:More': 'More',
    'UserPortal:EmptyTap': 'There is nothing here yet.',
    'UserPortal:vehicleCountError': 'The number of vehicles does not match the vehicle count.',
    'UserPortal:trackersCountError':
      'The number of vehicles needing a tracker does not match the trackers count.',
  },
  AbpUi: {
    DefaultErrorMessage: 'An error has occurred!',
    DefaultErrorMessageDetail: 'Error detail not sent by server.',
    DefaultErrorMessage401: 'You are not authenticated!',
    DefaultErrorMessage401Detail:
      'You should be authenticated (sign in) in order to perform this operation.',
    DefaultErrorMessage403: 'You are not authorized!',
    DefaultErrorMessage403Detail: 'You are not allowed to perform this operation!',
    DefaultErrorMessage404: 'Resource not found!',
    DefaultErrorMessage404Detail: 'The resource requested could not found on the server!',
    '500Message': 'Internal Server Error',
    SavedSuccessfully: 'Saved successfully',
    AreYouSure: 'Are you sure?',
    Yes: 'Yes',
    No: 'No',
    Ok: 'Ok',
    Cancel: 'Cancel',
    Save: 'Save',
    Close: 'Close',
    Login: 'Login',
    Logout: 'Logout',
    Language: 'Language',
  },
  AbpExceptionHandling: {
    ValidationErrorMessage: 'Your request is not valid!',
    ValidationNarrativeErrorMessageTitle: 'The following errors were detected during validation.',
    InternalServerErrorMessage: 'An internal error occurred during your request!',
    EntityNotFoundErrorMessage: 'There is no such an entity.',
  },
  AbpFeatureManagement: {
    AreYouSure: 'Are you sure?',
    AreYouSureToResetToDefault: 'Are you sure to reset to default?',
    ResetedToDefault: 'Reset to default',
    NoFeatureFoundMessage: 'There isn’t any available feature.',
  },
};
