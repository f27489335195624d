/**
 * Arabic texts of identity administration's messages (server/modules/identity-admin,
 * server/modules/permissions), apart so that user-messages.ts stays readable. `{0}` stands for a
 * value filled into the English message.
 */
export const identityAdminArabic: [english: string, arabic: string][] = [
  ['You are not allowed to do this.', 'لا يُسمح لك بهذا.'],
  ["Role name '{0}' is already taken.", "اسم الدور '{0}' مستخدم من قبل."],
  ["Role '{0}' does not exist.", "الدور '{0}' غير موجود."],
  ['The static roles can not be renamed.', 'لا يمكن تغيير اسم الأدوار الثابتة.'],
  ['The static roles can not be deleted.', 'لا يمكن حذف الأدوار الثابتة.'],
  ['You can not delete your own account!', 'لا يمكنك حذف حسابك أنت!'],
  ['You cannot lock your own account.', 'لا يمكنك قفل حسابك أنت.'],
  ['You cannot deactivate your own account.', 'لا يمكنك تعطيل حسابك أنت.'],
  ["You are not allowed to change users' roles.", 'لا يُسمح لك بتغيير أدوار المستخدمين.'],
  [
    'This change would take away your own permission to administer this. Ask another administrator to make it.',
    'هذا التغيير يسحب منك صلاحية إدارة هذا. اطلب من مسؤول آخر إجراءه.',
  ],
  [
    'This user holds permissions you do not have: ask an administrator who has them.',
    'يملك هذا المستخدم صلاحيات لا تملكها: اطلب ذلك من مسؤول يملكها.',
  ],
  [
    'You cannot give a role with permissions you do not have.',
    'لا يمكنك منح دور يحمل صلاحيات لا تملكها.',
  ],
  [
    'You cannot change your own permissions or those of a role you are in. Ask another administrator.',
    'لا يمكنك تغيير صلاحياتك أنت ولا صلاحيات دور أنت فيه. اطلب ذلك من مسؤول آخر.',
  ],
  [
    'The admin role always has every permission: its permissions cannot be changed.',
    'يملك دور المسؤول (admin) كل الصلاحيات دائماً: لا يمكن تغيير صلاحياته.',
  ],
  [
    'This role holds permissions you do not have: ask an administrator who has them.',
    'يحمل هذا الدور صلاحيات لا تملكها: اطلب ذلك من مسؤول يملكها.',
  ],
  [
    'You can only grant permissions you have yourself.',
    'لا يمكنك منح إلا الصلاحيات التي تملكها أنت.',
  ],
  ["There is no permission named '{0}'.", "لا توجد صلاحية باسم '{0}'."],
  ["Cannot sort by '{0}'.", "لا يمكن الترتيب حسب '{0}'."],
  ['The Email field is not a valid e-mail address.', 'حقل البريد الإلكتروني ليس عنوان بريد صالحاً.'],
];
