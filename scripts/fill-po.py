#!/usr/bin/env python3
"""Fill empty msgstr entries of a .po file from a JSON dict {msgid: translation}.

Usage: python3 scripts/fill-po.py locales/ar/manage.po translations.json
Prints the msgids still empty afterwards, so nothing is missed silently.
"""
import json
import re
import sys

path, table_path = sys.argv[1], sys.argv[2]
table = json.load(open(table_path, encoding='utf-8'))
text = open(path, encoding='utf-8').read()
entries = text.split('\n\n')
missing = []


def unquote(block, key):
    m = re.search(r'^' + key + r' ((?:".*"\n?)+)', block, re.M)
    if not m:
        return None
    parts = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))
    return ''.join(parts).encode('utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')


def quote(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'


out = []
for block in entries:
    msgid = unquote(block, 'msgid')
    if msgid and re.search(r'^msgstr ""\s*$', block, re.M):
        if msgid in table:
            block = re.sub(r'^msgstr ""\s*$', 'msgstr ' + quote(table[msgid]), block, flags=re.M)
        else:
            missing.append(msgid)
    out.append(block)
open(path, 'w', encoding='utf-8').write('\n\n'.join(out))
for m in missing:
    print('MISSING:', m)
