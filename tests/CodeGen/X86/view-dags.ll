; -view-*-dags write one Graphviz file per (function, block, phase) in the current directory instead of opening
; a viewer, with GraphWriter's "Writing '...'" line on standard error; -filter-view-dags keeps one block.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: cd %t.dir && pyllc -view-isel-dags -filter-view-dags=neg %s -o %t.s 2> %t.err
; RUN: FileCheck %s --check-prefix=ERR --match-full-lines < %t.err
; RUN: FileCheck %s --check-prefix=DOT --match-full-lines < %t.dir/dag.f.0.dot
; RUN: not ls %t.dir/dag.f.1.dot
; All eight views of the block 'neg': its type legalization changes nothing, so there is no dag-combine-lt view
; (as in CodeGenAndEmitDAG); the files are numbered in phase order.
; RUN: rm -rf %t.all && mkdir -p %t.all
; RUN: cd %t.all && pyllc -view-dag-combine1-dags -view-legalize-types-dags -view-dag-combine-lt-dags -view-legalize-dags -view-dag-combine2-dags -view-isel-dags -view-sched-dags -view-sunit-dags -filter-view-dags=neg %s -o %t.s 2> %t.err2
; RUN: cat %t.all/dag.f.0.dot %t.all/dag.f.1.dot %t.all/dag.f.2.dot %t.all/dag.f.3.dot %t.all/dag.f.4.dot %t.all/dag.f.5.dot %t.all/dag.f.6.dot | FileCheck %s --check-prefix=ALL
; RUN: not ls %t.all/dag.f.7.dot
; Without a filter every block gets its views (entry, then neg and pos in reverse post order).
; RUN: rm -rf %t.nof && mkdir -p %t.nof
; RUN: cd %t.nof && pyllc -view-dag-combine-lt-dags %s -o %t.s 2> %t.err3
; RUN: FileCheck %s --check-prefix=LT < %t.nof/dag.f.0.dot
; RUN: not ls %t.nof/dag.f.1.dot

; ERR: Writing 'dag.f.0.dot'...  done. 
; ERR-NOT: Writing

; DOT: digraph "isel input for f:neg" {
; DOT-NEXT: rankdir="BT";
; DOT-NEXT: label="isel input for f:neg";
; DOT-EMPTY:
; DOT-DAG: Node0x1 [shape=record,shape=Mrecord,label="{EntryToken|t0|{<d0>ch}}"];
; DOT-DAG: Node0x2 [shape=record,shape=Mrecord,label="{Constant\<0\>|t1|{<d0>i32}}"];
; DOT-DAG: Node0x4 [shape=record,shape=Mrecord,label="{{[{][{]}}<s0>0|<s1>1}|CopyFromReg|t3|{<d0>i32|<d1>ch}}"];
; DOT-DAG: Node0x4:s0 -> Node0x1:d0[color=blue,style=dashed];
; DOT-DAG: Node0x5 [shape=record,shape=Mrecord,label="{{[{][{]}}<s0>0|<s1>1}|sub|t4|{<d0>i32}}"];
; DOT-DAG: Node0x5:s0 -> Node0x2:d0;
; DOT-DAG: Node0x5:s1 -> Node0x4:d0;
; DOT-DAG: Node0x8 [shape=record,shape=Mrecord,label="{{[{][{]}}<s0>0|<s1>1|<s2>2}|CopyToReg|t7|{<d0>ch|<d1>glue}}"];
; DOT-DAG: Node0x9 [shape=record,shape=Mrecord,label="{{[{][{]}}<s0>0|<s1>1|<s2>2|<s3>3}|X86ISD::RET_FLAG|t8|{<d0>ch}}"];
; DOT-DAG: Node0x9:s3 -> Node0x8:d1[color=red,style=bold];
; DOT: Node0x0[ plaintext=circle, label ="GraphRoot"];
; DOT-NEXT: Node0x0 -> Node0x9:d0[color=blue,style=dashed];
; DOT-NEXT: }

; ALL: digraph "dag-combine1 input for f:neg" {
; ALL: sub
; ALL: digraph "legalize-types input for f:neg" {
; ALL: digraph "legalize input for f:neg" {
; ALL: digraph "dag-combine2 input for f:neg" {
; ALL: digraph "isel input for f:neg" {
; ALL: X86ISD::RET_FLAG
; ALL: digraph "scheduler input for f:neg" {
; ALL: NEG32r
; ALL: RET
; ALL: digraph "Scheduling-Units Graph for sunit-dag.f:neg" {
; ALL: label="{SU({{[0-9]+}}): CopyToReg\n    RET}"
; ALL: label="{SU({{[0-9]+}}): NEG32r}"

; The entry block's i1 compare is promoted, so only it has a dag-combine-lt view.
; LT: digraph "dag-combine-lt input for f:entry" {

define i32 @f(i32 %a, ptr %p) {
entry:
  %v = load i32, ptr %p
  %s = add nsw i32 %a, %v
  %c = icmp sgt i32 %s, 0
  br i1 %c, label %pos, label %neg
pos:
  ret i32 %s
neg:
  %n = sub i32 0, %s
  ret i32 %n
}
