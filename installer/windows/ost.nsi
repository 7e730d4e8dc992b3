; Windows installer for Ost (NSIS 3, Modern UI 2): French and English text, Start menu shortcut,
; optional desktop shortcut, .ostr roster files opened by Ost. Needs a Windows build (see README).
;
;   cmake --install build --prefix C:\ost-stage          (a Windows build with wxWidgets for Windows)
;   makensis /DVERSION=0.1.0 /DSTAGE=C:\ost-stage installer\windows\ost.nsi
;
; STAGE is the installed tree: bin\ost.exe, bin\ost-cli.exe (+ the DLLs they need),
; share\ost\ (reference DB, lists, data) and share\locale\. Ost finds its data from bin\..\share.

Unicode true
!include "MUI2.nsh"

!ifndef VERSION
  !error "Pass the version: makensis /DVERSION=x.y.z /DSTAGE=<folder> ost.nsi"
!endif
!ifndef STAGE
  !error "Pass the staged install tree: makensis /DVERSION=x.y.z /DSTAGE=<folder> ost.nsi"
!endif
!ifndef OUTFILE
  !define OUTFILE "ost-${VERSION}-windows-x64-setup.exe"
!endif
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Ost"
!define ROSTER_CLASS "Ost.Roster"

Name "Ost"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Ost"
InstallDirRegKey HKLM "Software\Ost" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "Ost"
VIAddVersionKey /LANG=0 "FileDescription" "Ost installer"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "The Ost developers"

!define MUI_ICON "ost.ico"
!define MUI_UNICON "ost.ico"
!define MUI_ABORTWARNING
!define MUI_LANGDLL_REGISTRY_ROOT HKLM
!define MUI_LANGDLL_REGISTRY_KEY "Software\Ost"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\bin\ost.exe"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the default; the language dialog offers both.
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString SecProgram ${LANG_FRENCH} "Ost (programme, données et règles)"
LangString SecProgram ${LANG_ENGLISH} "Ost (program, data and rules)"
LangString SecAssoc ${LANG_FRENCH} "Ouvrir les compositions d'armée (.ostr) avec Ost"
LangString SecAssoc ${LANG_ENGLISH} "Open army rosters (.ostr) with Ost"
LangString SecDesktop ${LANG_FRENCH} "Raccourci sur le bureau"
LangString SecDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString DescProgram ${LANG_FRENCH} "Le programme Ost, l'outil en ligne de commande ost-cli, les listes d'armée, l'aide-mémoire des règles et les traductions."
LangString DescProgram ${LANG_ENGLISH} "The Ost program, the ost-cli command-line tool, the army lists, the rules reference and the translations."
LangString DescAssoc ${LANG_FRENCH} "Un double-clic sur un fichier .ostr l'ouvre dans Ost."
LangString DescAssoc ${LANG_ENGLISH} "Double-clicking a .ostr file opens it in Ost."
LangString DescDesktop ${LANG_FRENCH} "Place un raccourci vers Ost sur le bureau."
LangString DescDesktop ${LANG_ENGLISH} "Puts a shortcut to Ost on the desktop."
LangString RosterType ${LANG_FRENCH} "Composition d'armée Ost"
LangString RosterType ${LANG_ENGLISH} "Ost army roster"
LangString ShortcutComment ${LANG_FRENCH} "Listes d'armée et aide-mémoire des règles"
LangString ShortcutComment ${LANG_ENGLISH} "Army lists and rules reference"

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "!$(SecProgram)" SEC_PROGRAM
  SectionIn RO
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*.*"
  File "ost.ico"
  WriteRegStr HKLM "Software\Ost" "InstallDir" "$INSTDIR"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "Ost"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "The Ost developers"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\ost.ico"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  CreateDirectory "$SMPROGRAMS\Ost"
  CreateShortcut "$SMPROGRAMS\Ost\Ost.lnk" "$INSTDIR\bin\ost.exe" "" "$INSTDIR\ost.ico" 0 \
    SW_SHOWNORMAL "" "$(ShortcutComment)"
SectionEnd

Section "$(SecAssoc)" SEC_ASSOC
  WriteRegStr HKLM "Software\Classes\.ostr" "" "${ROSTER_CLASS}"
  WriteRegStr HKLM "Software\Classes\.ostr" "Content Type" "application/x-ost-roster"
  WriteRegStr HKLM "Software\Classes\${ROSTER_CLASS}" "" "$(RosterType)"
  WriteRegStr HKLM "Software\Classes\${ROSTER_CLASS}\DefaultIcon" "" "$INSTDIR\ost.ico,0"
  WriteRegStr HKLM "Software\Classes\${ROSTER_CLASS}\shell\open\command" "" '"$INSTDIR\bin\ost.exe" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)' ; SHCNE_ASSOCCHANGED
SectionEnd

Section /o "$(SecDesktop)" SEC_DESKTOP
  CreateShortcut "$DESKTOP\Ost.lnk" "$INSTDIR\bin\ost.exe" "" "$INSTDIR\ost.ico" 0 \
    SW_SHOWNORMAL "" "$(ShortcutComment)"
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SEC_PROGRAM} "$(DescProgram)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SEC_ASSOC} "$(DescAssoc)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SEC_DESKTOP} "$(DescDesktop)"
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  Delete "$DESKTOP\Ost.lnk"
  Delete "$SMPROGRAMS\Ost\Ost.lnk"
  RMDir "$SMPROGRAMS\Ost"
  ; Only the installed files: the user's rosters and database are left alone.
  RMDir /r "$INSTDIR\bin"
  RMDir /r "$INSTDIR\share"
  Delete "$INSTDIR\ost.ico"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  ; Remove the association only while .ostr still points at Ost.
  ReadRegStr $0 HKLM "Software\Classes\.ostr" ""
  StrCmp $0 "${ROSTER_CLASS}" 0 +2
    DeleteRegKey HKLM "Software\Classes\.ostr"
  DeleteRegKey HKLM "Software\Classes\${ROSTER_CLASS}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  DeleteRegKey HKLM "Software\Ost"
SectionEnd
