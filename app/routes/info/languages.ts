/** The languages of the apps' banner (docs/product/site-and-accounts.md#info-pages), with their own names. */
export const LANGUAGES = [
  { english: "Hindi", native: "हिन्दी", code: "hi" },
  { english: "Tamil", native: "தமிழ்", code: "ta" },
  { english: "Kannada", native: "ಕನ್ನಡ", code: "kn" },
  { english: "Telugu", native: "తెలుగు", code: "te" },
  { english: "Marathi", native: "मराठी", code: "mr" },
  { english: "Bengali", native: "বাংলা", code: "bn" },
] as const;
