#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
