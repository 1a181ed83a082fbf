#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU; its headers would then pull in <unicode/ucnv.h>, whose
   declarations clash with Foundation's own ICU module. Zoetrope never touches the encoding
   handler structs whose layout this changes, only the text writer. */
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
