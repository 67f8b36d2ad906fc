; Element-wise operations (arithmetic, shifts by constants, compares with selects, sext of masks) on vector
; types SSE2 has no register for: split (v8i32, v4i64, v16i16, v16i32, v8f32, v4f64) and widened (v2i32, v4i16,
; v8i8, v4i8, v2f32), run at -O2 and -O0.  Expected lines: the llc-14 build's output.
; REQUIRES: native
; RUN: pyllc -O2 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t.s
; RUN: gcc -no-pie %t.s -o %t.exe
; RUN: %t.exe | FileCheck --match-full-lines %s
; RUN: pyllc -O0 -mtriple=x86_64-unknown-linux-gnu -verify-machineinstrs %s -o %t0.s
; RUN: gcc -no-pie %t0.s -o %t0.exe
; RUN: %t0.exe | FileCheck --match-full-lines %s
; CHECK: f68e492e287edc00 f1aa7fa95397dd00 6f7f463da8007a71 c018e644dc183a7c 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1351c314bcfba8f2 a9421bed9448e7ee a29fededfa3f951d a35da382b99d5368 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: eb28f2ad48c15ecf aab7510a7f3267af 93112f48cadbc826 8ebedd031af7f474 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 90020130810001 43401ca53a06201 800f880050200282 19006100184282 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f5fe472df7fddbff ed767ddffff77aff ef6fbe3d57e077ef bfffe5e3dbfff7fa 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f56e452cc77cdbfe e9427c15ac5718fe 6f60363d07c0756d bfe6e582dbe7b578 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 3108000a13c8000 26e58000313b8000 cd0a800003e38000 a271800063790000 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 80000000f 40000000f 800000005 30000000c 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffe13cfffffcaf 135dfffffcfc ffffe24300001448 c6efffff2b6 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 4d764dcb5fa77a89 e66fac2856e072aa 31bb44e3113d738a 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 4d764dcb5fa77a89 890f9a15512007c7 31bb44e3113d738a 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd4279 a43431def3f06277 890f9a15512007c7 8e5da161cadac6f2 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 f1aa7fa95fa77a89 6f7f463da8007a71 c018e644113d738a 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f68e492e287edc00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1351c314bcfba8f2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: eb28f2ad48c15ecf 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 90020130810001 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f5fe472df7fddbff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f56e452cc77cdbfe 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1000000090000000 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 200000003 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffc2fffffff9 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd4279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffffff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f68e492e287edc00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1352c314bcfca8f2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: fc20f2ad217d5ecf 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 90020130810001 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f5fe472df7fddbff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f56e452cc77cdbfe 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f0002100bd007900 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84000600f20042 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffc20003fff90021 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c14279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e062135c14279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd9987 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e492e35c1dc00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffffff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f58e492e277edb00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1352c314bdfca9f2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 442092ad1a7d72cf 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 90020130810001 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f5fe472df7fddbff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f56e452cc77cdbfe 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 8000800080 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 407000107050203 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: e1fc0108fcef101e 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 71f0432135c14279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e060d35bd4279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 849e060df2bd9987 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e490d357edb00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffffff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f68e492f287edc00 f1aa7faa5397dd00 6f7f463da8007a71 c018e644dc183a7c 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1351c314bcfba8f2 a9421bed9448e7ee a29fedecfa3f951d a35da382b99d5368 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 80c6c09148c15ecf e6f54f27f3267af 4e657a03cadbc826 6f92e7f51af7f474 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 90020130810001 43401ca53a06201 800f880050200282 19006100184282 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f5fe472df7fddbff ed767ddffff77aff ef6fbe3d57e077ef bfffe5e3dbfff7fa 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f56e452cc77cdbfe e9427c15ac5718fe 6f60363d07c0756d bfe6e582dbe7b578 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 621f2bd4279000 64dcbf3f06277000 f9a15512007c7000 b44e3cadac6f2000 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f 4d7 890 31b 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffc2780310 26bb26e5 ffffffffc487cd0a 18dda271 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 4d764dcbf3f06277 e66fac2856e072aa 31bb44e3cadac6f2 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 4d764dcbf3f06277 890f9a15512007c7 31bb44e3cadac6f2 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd4279 a43431de5fa77a89 890f9a15512007c7 8e5da161113d738a 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 f1aa7faa5397dd00 6f7f463da8007a71 c018e644dc183a7c 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f68e492e287edc00 f1aa7fa95397dd00 6f7e463da8007a71 c018e644dc173a7c 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1352c314bcfca8f2 a9421bed9449e7ee a2a0ededfa40951d a35ea382b99d5368 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: fc20f2ad217d5ecf 53f8510a319067af e7812f48bc00c826 caefdd03cff2f474 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 90020130810001 43401ca53a06201 800f880050200282 19006100184282 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f5fe472df7fddbff ed767ddffff77aff ef6fbe3d57e077ef bfffe5e3dbfff7fa 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f56e452cc77cdbfe e9427c15ac5718fe 6f60363d07c0756d bfe6e582dbe7b578 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f0002100bd007900 7600cb00f0007700 f0015002000c700 bb00e300da00f200 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 100000001e0008 90009001e000c 110013000a0000 6000800190018 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffe10001fffc0010 130013fffc0018 ffe2ffe600140001 c0011fff2fff1 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c14279 4d764dcb5fa77a89 e66fac2856e072aa 31bb44e3113d738a 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e062135c14279 4d7631de5fa76277 890f9a15512007c7 31bb44e3113d738a 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd9987 a43431def3f06277 890f9a15512007c7 8e5da161cadac6f2 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e492e35c1dc00 f1aa31de5fa7dd00 6f7e463da8007a71 c018e644113d738a 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 277edb00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: bdfca9f2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1a7d72cf 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 30810001 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f7fddbff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: c77cdbfe 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 800080 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 3c2f101e 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f9de213c 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 35c14279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 35bd4279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f2bd9987 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 357edb00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f68e492e287edc00 f1aa7fa95397dd00 6f7f463da8007a71 c018e644dc183a7c c525755bb2ad70c0 a362217d4d658976 8a0950026760380d a721cb0fb4d2a2a5 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1351c314bcfba8f2 a9421bed9448e7ee a29fededfa3f951d a35da382b99d5368 ea1049ad2d4d1964 3bbfbdba03bde14 62372f20a9783341 84f2d095908db949 0 0 0 0 0 0 0 0 
; CHECK-NEXT: eb28f2ad48c15ecf aab7510a7f3267af 93112f48cadbc826 8ebedd031af7f474 e8518bdcc91ef83c 7297126c67c33435 c62e1f0128b4ae8a b852150a616129e2 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 90020130810001 43401ca53a06201 800f880050200282 19006100184282 c58a958442b00102 4383028056909181 9220101188640026 10024d10022024a6 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f5fe472df7fddbff ed767ddffff77aff ef6fbe3d57e077ef bfffe5e3dbfff7fa ff9adfd76ffd6fbe 5fdf1efdf6d4f7f5 f7e93ff1defc37e7 971f7dffb2b27dff 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f56e452cc77cdbfe e9427c15ac5718fe 6f60363d07c0756d bfe6e582dbe7b578 3a104a532d4d6ebc 1c5c1c7da0446674 65c92fe0569837c1 871d30efb0925959 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 3108000a13c8000 26e58000313b8000 cd0a800003e38000 a271800063790000 6fc20000a2890000 8756000059e28000 1fc880001ad38000 26e9000016fb8000 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 213c01003caf50 135d93003cfc18 2243e600144801 c6ed10032b6b1 35e6b7001bff51 14e3c3001db42c 3d880f00221b0d 2582930008ac0b 0 0 0 0 0 0 0 0 
; CHECK-NEXT: fc278031ff95ea13 26bb26eff9f8313 fc487cd00289003e 18dda27fe56d637 febcd6fc037fea28 29c787503b6859e ffb101fcfc4361ad fcb0526e0115816f 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 4d764dcb5fa77a89 e66fac2856e072aa 31bb44e3113d738a ed8a95d76ffd4512 538f0eac76d0b3c5 f6203f91def40266 11177d3d22b02df7 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 4d764dcb5fa77a89 890f9a15512007c7 31bb44e3113d738a d79adf8442b02bae 4fd312d176d0b3c5 93e91071886c35a7 11177d3d22b02df7 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd4279 a43431def3f06277 890f9a15512007c7 8e5da161cadac6f2 d79adf8442b02bae 4fd312d1d694d5b1 93e91071886c35a7 960a4dd2922274ae 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 f1aa7fa95fa77a89 6f7f463da8007a71 c018e644113d738a c525755b42b02bae 4fd312d14d658976 93e910716760380d 11177d3db4d2a2a5 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff ffffffffffffffff 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f68e492f287edc00 f1aa7faa5397dd00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1351c314bcfba8f2 a9421bed9448e7ee 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 80c6c09148c15ecf e6f54f27f3267af 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 90020130810001 43401ca53a06201 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f5fe472df7fddbff ed767ddffff77aff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f56e452cc77cdbfe e9427c15ac5718fe 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 3c01887caf509e40 5d9372fcfc189dc0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 109e00c4 9aec9b9 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: fffffffffffff84f 4d7 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 4d764dcbf3f06277 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 4d764dcbf3f06277 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd4279 a43431de5fa77a89 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 f1aa7faa5397dd00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffffff ffffffffffffffff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f58e492e277edb00 f1aa7ea95297dc00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 1352c314bdfca9f2 a9421ced9449e8ee 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 442092ad1a7d72cf 54f8bd0a2d90b4af 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 90020130810001 43401ca53a06201 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f5fe472df7fddbff ed767ddffff77aff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f56e452cc77cdbfe e9427c15ac5718fe 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 804080408040 408040c0c00080c0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 203000003020101 101010303030101 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: c2f80310f9de213c 263b26e5f9f8313b 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 71f0432135c14279 4d764dde5ff07a77 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e060d35bd4279 4d3431cb5fa76277 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 849e060df2bd9987 a43431cbf3a76289 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e490d357edb00 f13431a95fa7dc00 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: ffffffffffffffff ffffffffffffffff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430df2bd4279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f19e430df2bd4279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: b71462a6e90f209e 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 80000000fc7a42d6 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd4279 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430df2bd4279 4d764dcbf3f06277 e66fac2856e086ab 31bb44e3cadac6f2 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f19e430df2bd4279 4d764dcbf3f06277 666fac28d6e05ea9 31bb44e3cadac6f2 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: b71462a6e90f209e b22d5eadff800000 3006716c688c4e7c 80a220859ca1e79e 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 80000000fc7a42d6 e8aef5c8d3b7b867 39b686e2 e2d84f61f913d045 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd4279 a43431def3f06277 e66fac28512007c7 8e5da161cadac6f2 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 719e430d35c19987 4d764dcbf3f06277 e66fac2856e072aa 31bb44e3cadac6f2 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: f19e430d35c19987 4d764dcbf3f06277 666fac2856e072aa 31bb44e3cadac6f2 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: b69e4ea6901d1e92 b1bc26c32e4cc5b3 2f8f4748af917a37 80293ff3c16e56b7 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 8000000000000000 e931abc6a2127df6 0 e34d732b0e9fefa8 0 0 0 0 0 0 0 0 0 0 0 0 
; CHECK-NEXT: 84f00621f2bd4279 a43431de5fa77a89 e66fac2856e072aa 8e5da161113d738a 0 0 0 0 0 0 0 0 0 0 0 0 

@A = global [128 x i8] c"\79\42\BD\F2\21\06\F0\84\77\62\F0\F3\CB\4D\76\4D\C7\07\20\51\15\9A\0F\89\F2\C6\DA\CA\E3\44\BB\31\12\45\FD\6F\84\DF\9A\D7\C5\B3\D0\76\AC\0E\8F\53\A7\35\6C\88\91\3F\20\F6\F7\2D\B0\22\D2\4D\0A\96\DA\D4\3C\16\17\C1\A9\8E\78\12\9E\03\27\37\10\65\D0\95\86\4F\15\AD\A0\B8\46\C1\C0\EB\C5\34\8A\DC\79\9A\DF\84\9B\AD\05\D4\A1\0A\C0\44\1E\AA\EE\B4\B4\8E\FA\0B\1F\0A\BD\80\E9\98\A3\5A\BA\5E\A0\BD", align 16
@B = global [128 x i8] c"\87\99\C1\35\0D\43\9E\71\89\7A\A7\5F\DE\31\34\A4\AA\72\E0\56\28\AC\6F\E6\8A\73\3D\11\61\A1\5D\8E\AE\2B\B0\42\D7\95\8A\ED\B1\D5\94\D6\D1\12\D3\4F\66\02\F4\DE\71\10\E9\93\AE\74\22\92\3D\7D\17\11\65\DC\19\06\F6\3D\57\99\7A\0A\D3\1B\3A\AE\40\81\F4\1F\B4\71\65\3E\3D\57\7A\8C\41\03\F9\CC\19\8A\7F\89\D8\1A\F2\A5\00\1C\40\17\3F\19\23\F7\10\2C\FA\A1\50\A1\24\B3\C5\C7\9B\B8\87\61\A8\DB\3F\41", align 16
@R = global [128 x i8] zeroinitializer, align 16
@fmt = private constant [5 x i8] c"%lx \00"
@nl = private constant [2 x i8] c"\0A\00"
declare i32 @printf(i8*, ...)
define void @dump() noinline {
  br label %l
l:
  %i = phi i64 [0, %0], [%n, %l]
  %p = getelementptr [128 x i8], [128 x i8]* @R, i64 0, i64 %i
  %q = bitcast i8* %p to i64*
  %v = load i64, i64* %q
  store i64 0, i64* %q
  call i32 (i8*, ...) @printf(i8* getelementptr ([5 x i8], [5 x i8]* @fmt, i64 0, i64 0), i64 %v)
  %n = add i64 %i, 8
  %d = icmp eq i64 %n, 128
  br i1 %d, label %e, label %l
e:
  call i32 (i8*, ...) @printf(i8* getelementptr ([2 x i8], [2 x i8]* @nl, i64 0, i64 0))
  ret void
}
define void @f0(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %r = add <8 x i32> %a, %b
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f1(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %r = sub <8 x i32> %a, %b
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f2(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %r = mul <8 x i32> %a, %b
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f3(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %r = and <8 x i32> %a, %b
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f4(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %r = or <8 x i32> %a, %b
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f5(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %r = xor <8 x i32> %a, %b
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f6(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %r = shl <8 x i32> %a, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f7(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %r = lshr <8 x i32> %a, <i32 28, i32 28, i32 28, i32 28, i32 28, i32 28, i32 28, i32 28>
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f8(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %r = ashr <8 x i32> %a, <i32 18, i32 18, i32 18, i32 18, i32 18, i32 18, i32 18, i32 18>
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f9(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %c = icmp sgt <8 x i32> %a, %b
  %r = select <8 x i1> %c, <8 x i32> %a, <8 x i32> %b
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f10(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %c = icmp ult <8 x i32> %a, %b
  %r = select <8 x i1> %c, <8 x i32> %a, <8 x i32> %b
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f11(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %c = icmp sgt <8 x i32> %a, %b
  %r = select <8 x i1> %c, <8 x i32> %b, <8 x i32> %a
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f12(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %c = icmp ule <8 x i32> %a, %b
  %s = add <8 x i32> %a, %b
  %r = select <8 x i1> %c, <8 x i32> %s, <8 x i32> %b
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f13(<8 x i32>* %pa, <8 x i32>* %pb, <8 x i32>* %pr) noinline {
  %a = load <8 x i32>, <8 x i32>* %pa, align 1
  %b = load <8 x i32>, <8 x i32>* %pb, align 1
  %c = icmp ne <8 x i32> %a, %b
  %r = sext <8 x i1> %c to <8 x i32>
  store <8 x i32> %r, <8 x i32>* %pr, align 1
  ret void
}
define void @f14(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = add <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f15(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = sub <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f16(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = mul <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f17(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = and <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f18(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = or <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f19(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = xor <2 x i32> %a, %b
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f20(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = shl <2 x i32> %a, <i32 28, i32 28>
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f21(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = lshr <2 x i32> %a, <i32 30, i32 30>
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f22(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %r = ashr <2 x i32> %a, <i32 25, i32 25>
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f23(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp sgt <2 x i32> %a, %b
  %r = select <2 x i1> %c, <2 x i32> %a, <2 x i32> %b
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f24(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp ult <2 x i32> %a, %b
  %r = select <2 x i1> %c, <2 x i32> %a, <2 x i32> %b
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f25(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp sgt <2 x i32> %a, %b
  %r = select <2 x i1> %c, <2 x i32> %b, <2 x i32> %a
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f26(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp ule <2 x i32> %a, %b
  %s = add <2 x i32> %a, %b
  %r = select <2 x i1> %c, <2 x i32> %s, <2 x i32> %b
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f27(<2 x i32>* %pa, <2 x i32>* %pb, <2 x i32>* %pr) noinline {
  %a = load <2 x i32>, <2 x i32>* %pa, align 1
  %b = load <2 x i32>, <2 x i32>* %pb, align 1
  %c = icmp ne <2 x i32> %a, %b
  %r = sext <2 x i1> %c to <2 x i32>
  store <2 x i32> %r, <2 x i32>* %pr, align 1
  ret void
}
define void @f28(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = add <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f29(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = sub <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f30(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = mul <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f31(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = and <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f32(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = or <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f33(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = xor <4 x i16> %a, %b
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f34(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = shl <4 x i16> %a, <i16 8, i16 8, i16 8, i16 8>
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f35(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = lshr <4 x i16> %a, <i16 8, i16 8, i16 8, i16 8>
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f36(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %r = ashr <4 x i16> %a, <i16 9, i16 9, i16 9, i16 9>
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f37(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp sgt <4 x i16> %a, %b
  %r = select <4 x i1> %c, <4 x i16> %a, <4 x i16> %b
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f38(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp ult <4 x i16> %a, %b
  %r = select <4 x i1> %c, <4 x i16> %a, <4 x i16> %b
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f39(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp sgt <4 x i16> %a, %b
  %r = select <4 x i1> %c, <4 x i16> %b, <4 x i16> %a
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f40(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp ule <4 x i16> %a, %b
  %s = add <4 x i16> %a, %b
  %r = select <4 x i1> %c, <4 x i16> %s, <4 x i16> %b
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f41(<4 x i16>* %pa, <4 x i16>* %pb, <4 x i16>* %pr) noinline {
  %a = load <4 x i16>, <4 x i16>* %pa, align 1
  %b = load <4 x i16>, <4 x i16>* %pb, align 1
  %c = icmp ne <4 x i16> %a, %b
  %r = sext <4 x i1> %c to <4 x i16>
  store <4 x i16> %r, <4 x i16>* %pr, align 1
  ret void
}
define void @f42(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = add <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f43(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = sub <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f44(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = mul <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f45(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = and <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f46(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = or <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f47(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = xor <8 x i8> %a, %b
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f48(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = shl <8 x i8> %a, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f49(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = lshr <8 x i8> %a, <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f50(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %r = ashr <8 x i8> %a, <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f51(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp sgt <8 x i8> %a, %b
  %r = select <8 x i1> %c, <8 x i8> %a, <8 x i8> %b
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f52(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp ult <8 x i8> %a, %b
  %r = select <8 x i1> %c, <8 x i8> %a, <8 x i8> %b
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f53(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp sgt <8 x i8> %a, %b
  %r = select <8 x i1> %c, <8 x i8> %b, <8 x i8> %a
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f54(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp ule <8 x i8> %a, %b
  %s = add <8 x i8> %a, %b
  %r = select <8 x i1> %c, <8 x i8> %s, <8 x i8> %b
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f55(<8 x i8>* %pa, <8 x i8>* %pb, <8 x i8>* %pr) noinline {
  %a = load <8 x i8>, <8 x i8>* %pa, align 1
  %b = load <8 x i8>, <8 x i8>* %pb, align 1
  %c = icmp ne <8 x i8> %a, %b
  %r = sext <8 x i1> %c to <8 x i8>
  store <8 x i8> %r, <8 x i8>* %pr, align 1
  ret void
}
define void @f56(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %r = add <4 x i64> %a, %b
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f57(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %r = sub <4 x i64> %a, %b
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f58(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %r = mul <4 x i64> %a, %b
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f59(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %r = and <4 x i64> %a, %b
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f60(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %r = or <4 x i64> %a, %b
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f61(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %r = xor <4 x i64> %a, %b
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f62(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %r = shl <4 x i64> %a, <i64 12, i64 12, i64 12, i64 12>
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f63(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %r = lshr <4 x i64> %a, <i64 52, i64 52, i64 52, i64 52>
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f64(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %r = ashr <4 x i64> %a, <i64 33, i64 33, i64 33, i64 33>
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f65(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %c = icmp sgt <4 x i64> %a, %b
  %r = select <4 x i1> %c, <4 x i64> %a, <4 x i64> %b
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f66(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %c = icmp ult <4 x i64> %a, %b
  %r = select <4 x i1> %c, <4 x i64> %a, <4 x i64> %b
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f67(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %c = icmp sgt <4 x i64> %a, %b
  %r = select <4 x i1> %c, <4 x i64> %b, <4 x i64> %a
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f68(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %c = icmp ule <4 x i64> %a, %b
  %s = add <4 x i64> %a, %b
  %r = select <4 x i1> %c, <4 x i64> %s, <4 x i64> %b
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f69(<4 x i64>* %pa, <4 x i64>* %pb, <4 x i64>* %pr) noinline {
  %a = load <4 x i64>, <4 x i64>* %pa, align 1
  %b = load <4 x i64>, <4 x i64>* %pb, align 1
  %c = icmp ne <4 x i64> %a, %b
  %r = sext <4 x i1> %c to <4 x i64>
  store <4 x i64> %r, <4 x i64>* %pr, align 1
  ret void
}
define void @f70(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %r = add <16 x i16> %a, %b
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f71(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %r = sub <16 x i16> %a, %b
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f72(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %r = mul <16 x i16> %a, %b
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f73(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %r = and <16 x i16> %a, %b
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f74(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %r = or <16 x i16> %a, %b
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f75(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %r = xor <16 x i16> %a, %b
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f76(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %r = shl <16 x i16> %a, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f77(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %r = lshr <16 x i16> %a, <i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11>
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f78(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %r = ashr <16 x i16> %a, <i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10>
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f79(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %c = icmp sgt <16 x i16> %a, %b
  %r = select <16 x i1> %c, <16 x i16> %a, <16 x i16> %b
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f80(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %c = icmp ult <16 x i16> %a, %b
  %r = select <16 x i1> %c, <16 x i16> %a, <16 x i16> %b
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f81(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %c = icmp sgt <16 x i16> %a, %b
  %r = select <16 x i1> %c, <16 x i16> %b, <16 x i16> %a
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f82(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %c = icmp ule <16 x i16> %a, %b
  %s = add <16 x i16> %a, %b
  %r = select <16 x i1> %c, <16 x i16> %s, <16 x i16> %b
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f83(<16 x i16>* %pa, <16 x i16>* %pb, <16 x i16>* %pr) noinline {
  %a = load <16 x i16>, <16 x i16>* %pa, align 1
  %b = load <16 x i16>, <16 x i16>* %pb, align 1
  %c = icmp ne <16 x i16> %a, %b
  %r = sext <16 x i1> %c to <16 x i16>
  store <16 x i16> %r, <16 x i16>* %pr, align 1
  ret void
}
define void @f84(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = add <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f85(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = sub <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f86(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = mul <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f87(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = and <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f88(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = or <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f89(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = xor <4 x i8> %a, %b
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f90(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = shl <4 x i8> %a, <i8 7, i8 7, i8 7, i8 7>
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f91(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = lshr <4 x i8> %a, <i8 2, i8 2, i8 2, i8 2>
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f92(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %r = ashr <4 x i8> %a, <i8 1, i8 1, i8 1, i8 1>
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f93(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = icmp sgt <4 x i8> %a, %b
  %r = select <4 x i1> %c, <4 x i8> %a, <4 x i8> %b
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f94(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = icmp ult <4 x i8> %a, %b
  %r = select <4 x i1> %c, <4 x i8> %a, <4 x i8> %b
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f95(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = icmp sgt <4 x i8> %a, %b
  %r = select <4 x i1> %c, <4 x i8> %b, <4 x i8> %a
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f96(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = icmp ule <4 x i8> %a, %b
  %s = add <4 x i8> %a, %b
  %r = select <4 x i1> %c, <4 x i8> %s, <4 x i8> %b
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f97(<4 x i8>* %pa, <4 x i8>* %pb, <4 x i8>* %pr) noinline {
  %a = load <4 x i8>, <4 x i8>* %pa, align 1
  %b = load <4 x i8>, <4 x i8>* %pb, align 1
  %c = icmp ne <4 x i8> %a, %b
  %r = sext <4 x i1> %c to <4 x i8>
  store <4 x i8> %r, <4 x i8>* %pr, align 1
  ret void
}
define void @f98(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %r = add <16 x i32> %a, %b
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f99(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %r = sub <16 x i32> %a, %b
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f100(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %r = mul <16 x i32> %a, %b
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f101(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %r = and <16 x i32> %a, %b
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f102(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %r = or <16 x i32> %a, %b
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f103(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %r = xor <16 x i32> %a, %b
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f104(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %r = shl <16 x i32> %a, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f105(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %r = lshr <16 x i32> %a, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f106(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %r = ashr <16 x i32> %a, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f107(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %c = icmp sgt <16 x i32> %a, %b
  %r = select <16 x i1> %c, <16 x i32> %a, <16 x i32> %b
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f108(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %c = icmp ult <16 x i32> %a, %b
  %r = select <16 x i1> %c, <16 x i32> %a, <16 x i32> %b
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f109(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %c = icmp sgt <16 x i32> %a, %b
  %r = select <16 x i1> %c, <16 x i32> %b, <16 x i32> %a
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f110(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %c = icmp ule <16 x i32> %a, %b
  %s = add <16 x i32> %a, %b
  %r = select <16 x i1> %c, <16 x i32> %s, <16 x i32> %b
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f111(<16 x i32>* %pa, <16 x i32>* %pb, <16 x i32>* %pr) noinline {
  %a = load <16 x i32>, <16 x i32>* %pa, align 1
  %b = load <16 x i32>, <16 x i32>* %pb, align 1
  %c = icmp ne <16 x i32> %a, %b
  %r = sext <16 x i1> %c to <16 x i32>
  store <16 x i32> %r, <16 x i32>* %pr, align 1
  ret void
}
define void @f112(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %r = add <2 x i64> %a, %b
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f113(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %r = sub <2 x i64> %a, %b
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f114(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %r = mul <2 x i64> %a, %b
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f115(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %r = and <2 x i64> %a, %b
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f116(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %r = or <2 x i64> %a, %b
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f117(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %r = xor <2 x i64> %a, %b
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f118(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %r = shl <2 x i64> %a, <i64 6, i64 6>
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f119(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %r = lshr <2 x i64> %a, <i64 35, i64 35>
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f120(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %r = ashr <2 x i64> %a, <i64 52, i64 52>
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f121(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %c = icmp sgt <2 x i64> %a, %b
  %r = select <2 x i1> %c, <2 x i64> %a, <2 x i64> %b
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f122(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %c = icmp ult <2 x i64> %a, %b
  %r = select <2 x i1> %c, <2 x i64> %a, <2 x i64> %b
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f123(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %c = icmp sgt <2 x i64> %a, %b
  %r = select <2 x i1> %c, <2 x i64> %b, <2 x i64> %a
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f124(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %c = icmp ule <2 x i64> %a, %b
  %s = add <2 x i64> %a, %b
  %r = select <2 x i1> %c, <2 x i64> %s, <2 x i64> %b
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f125(<2 x i64>* %pa, <2 x i64>* %pb, <2 x i64>* %pr) noinline {
  %a = load <2 x i64>, <2 x i64>* %pa, align 1
  %b = load <2 x i64>, <2 x i64>* %pb, align 1
  %c = icmp ne <2 x i64> %a, %b
  %r = sext <2 x i1> %c to <2 x i64>
  store <2 x i64> %r, <2 x i64>* %pr, align 1
  ret void
}
define void @f126(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %r = add <16 x i8> %a, %b
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f127(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %r = sub <16 x i8> %a, %b
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f128(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %r = mul <16 x i8> %a, %b
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f129(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %r = and <16 x i8> %a, %b
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f130(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %r = or <16 x i8> %a, %b
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f131(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %r = xor <16 x i8> %a, %b
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f132(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %r = shl <16 x i8> %a, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f133(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %r = lshr <16 x i8> %a, <i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6, i8 6>
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f134(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %r = ashr <16 x i8> %a, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f135(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %c = icmp sgt <16 x i8> %a, %b
  %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f136(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %c = icmp ult <16 x i8> %a, %b
  %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f137(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %c = icmp sgt <16 x i8> %a, %b
  %r = select <16 x i1> %c, <16 x i8> %b, <16 x i8> %a
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f138(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %c = icmp ule <16 x i8> %a, %b
  %s = add <16 x i8> %a, %b
  %r = select <16 x i1> %c, <16 x i8> %s, <16 x i8> %b
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f139(<16 x i8>* %pa, <16 x i8>* %pb, <16 x i8>* %pr) noinline {
  %a = load <16 x i8>, <16 x i8>* %pa, align 1
  %b = load <16 x i8>, <16 x i8>* %pb, align 1
  %c = icmp ne <16 x i8> %a, %b
  %r = sext <16 x i1> %c to <16 x i8>
  store <16 x i8> %r, <16 x i8>* %pr, align 1
  ret void
}
define void @f140(<2 x float>* %pa, <2 x float>* %pb, <2 x float>* %pr) noinline {
  %a = load <2 x float>, <2 x float>* %pa, align 1
  %b = load <2 x float>, <2 x float>* %pb, align 1
  %r = fadd <2 x float> %a, %b
  store <2 x float> %r, <2 x float>* %pr, align 1
  ret void
}
define void @f141(<2 x float>* %pa, <2 x float>* %pb, <2 x float>* %pr) noinline {
  %a = load <2 x float>, <2 x float>* %pa, align 1
  %b = load <2 x float>, <2 x float>* %pb, align 1
  %r = fsub <2 x float> %a, %b
  store <2 x float> %r, <2 x float>* %pr, align 1
  ret void
}
define void @f142(<2 x float>* %pa, <2 x float>* %pb, <2 x float>* %pr) noinline {
  %a = load <2 x float>, <2 x float>* %pa, align 1
  %b = load <2 x float>, <2 x float>* %pb, align 1
  %r = fmul <2 x float> %a, %b
  store <2 x float> %r, <2 x float>* %pr, align 1
  ret void
}
define void @f143(<2 x float>* %pa, <2 x float>* %pb, <2 x float>* %pr) noinline {
  %a = load <2 x float>, <2 x float>* %pa, align 1
  %b = load <2 x float>, <2 x float>* %pb, align 1
  %r = fdiv <2 x float> %a, %b
  store <2 x float> %r, <2 x float>* %pr, align 1
  ret void
}
define void @f144(<2 x float>* %pa, <2 x float>* %pb, <2 x float>* %pr) noinline {
  %a = load <2 x float>, <2 x float>* %pa, align 1
  %b = load <2 x float>, <2 x float>* %pb, align 1
  %c = fcmp olt <2 x float> %a, %b
  %r = select <2 x i1> %c, <2 x float> %a, <2 x float> %b
  store <2 x float> %r, <2 x float>* %pr, align 1
  ret void
}
define void @f145(<8 x float>* %pa, <8 x float>* %pb, <8 x float>* %pr) noinline {
  %a = load <8 x float>, <8 x float>* %pa, align 1
  %b = load <8 x float>, <8 x float>* %pb, align 1
  %r = fadd <8 x float> %a, %b
  store <8 x float> %r, <8 x float>* %pr, align 1
  ret void
}
define void @f146(<8 x float>* %pa, <8 x float>* %pb, <8 x float>* %pr) noinline {
  %a = load <8 x float>, <8 x float>* %pa, align 1
  %b = load <8 x float>, <8 x float>* %pb, align 1
  %r = fsub <8 x float> %a, %b
  store <8 x float> %r, <8 x float>* %pr, align 1
  ret void
}
define void @f147(<8 x float>* %pa, <8 x float>* %pb, <8 x float>* %pr) noinline {
  %a = load <8 x float>, <8 x float>* %pa, align 1
  %b = load <8 x float>, <8 x float>* %pb, align 1
  %r = fmul <8 x float> %a, %b
  store <8 x float> %r, <8 x float>* %pr, align 1
  ret void
}
define void @f148(<8 x float>* %pa, <8 x float>* %pb, <8 x float>* %pr) noinline {
  %a = load <8 x float>, <8 x float>* %pa, align 1
  %b = load <8 x float>, <8 x float>* %pb, align 1
  %r = fdiv <8 x float> %a, %b
  store <8 x float> %r, <8 x float>* %pr, align 1
  ret void
}
define void @f149(<8 x float>* %pa, <8 x float>* %pb, <8 x float>* %pr) noinline {
  %a = load <8 x float>, <8 x float>* %pa, align 1
  %b = load <8 x float>, <8 x float>* %pb, align 1
  %c = fcmp olt <8 x float> %a, %b
  %r = select <8 x i1> %c, <8 x float> %a, <8 x float> %b
  store <8 x float> %r, <8 x float>* %pr, align 1
  ret void
}
define void @f150(<4 x double>* %pa, <4 x double>* %pb, <4 x double>* %pr) noinline {
  %a = load <4 x double>, <4 x double>* %pa, align 1
  %b = load <4 x double>, <4 x double>* %pb, align 1
  %r = fadd <4 x double> %a, %b
  store <4 x double> %r, <4 x double>* %pr, align 1
  ret void
}
define void @f151(<4 x double>* %pa, <4 x double>* %pb, <4 x double>* %pr) noinline {
  %a = load <4 x double>, <4 x double>* %pa, align 1
  %b = load <4 x double>, <4 x double>* %pb, align 1
  %r = fsub <4 x double> %a, %b
  store <4 x double> %r, <4 x double>* %pr, align 1
  ret void
}
define void @f152(<4 x double>* %pa, <4 x double>* %pb, <4 x double>* %pr) noinline {
  %a = load <4 x double>, <4 x double>* %pa, align 1
  %b = load <4 x double>, <4 x double>* %pb, align 1
  %r = fmul <4 x double> %a, %b
  store <4 x double> %r, <4 x double>* %pr, align 1
  ret void
}
define void @f153(<4 x double>* %pa, <4 x double>* %pb, <4 x double>* %pr) noinline {
  %a = load <4 x double>, <4 x double>* %pa, align 1
  %b = load <4 x double>, <4 x double>* %pb, align 1
  %r = fdiv <4 x double> %a, %b
  store <4 x double> %r, <4 x double>* %pr, align 1
  ret void
}
define void @f154(<4 x double>* %pa, <4 x double>* %pb, <4 x double>* %pr) noinline {
  %a = load <4 x double>, <4 x double>* %pa, align 1
  %b = load <4 x double>, <4 x double>* %pb, align 1
  %c = fcmp olt <4 x double> %a, %b
  %r = select <4 x i1> %c, <4 x double> %a, <4 x double> %b
  store <4 x double> %r, <4 x double>* %pr, align 1
  ret void
}
define i32 @main() {
  call void @f0(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f1(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f2(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f3(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f4(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f5(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f6(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f7(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f8(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f9(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f10(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f11(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f12(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f13(<8 x i32>* bitcast ([128 x i8]* @A to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @B to <8 x i32>*), <8 x i32>* bitcast ([128 x i8]* @R to <8 x i32>*))
  call void @dump()
  call void @f14(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f15(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f16(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f17(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f18(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f19(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f20(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f21(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f22(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f23(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f24(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f25(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f26(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f27(<2 x i32>* bitcast ([128 x i8]* @A to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @B to <2 x i32>*), <2 x i32>* bitcast ([128 x i8]* @R to <2 x i32>*))
  call void @dump()
  call void @f28(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f29(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f30(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f31(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f32(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f33(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f34(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f35(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f36(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f37(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f38(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f39(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f40(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f41(<4 x i16>* bitcast ([128 x i8]* @A to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @B to <4 x i16>*), <4 x i16>* bitcast ([128 x i8]* @R to <4 x i16>*))
  call void @dump()
  call void @f42(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f43(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f44(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f45(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f46(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f47(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f48(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f49(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f50(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f51(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f52(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f53(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f54(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f55(<8 x i8>* bitcast ([128 x i8]* @A to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @B to <8 x i8>*), <8 x i8>* bitcast ([128 x i8]* @R to <8 x i8>*))
  call void @dump()
  call void @f56(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f57(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f58(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f59(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f60(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f61(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f62(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f63(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f64(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f65(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f66(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f67(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f68(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f69(<4 x i64>* bitcast ([128 x i8]* @A to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @B to <4 x i64>*), <4 x i64>* bitcast ([128 x i8]* @R to <4 x i64>*))
  call void @dump()
  call void @f70(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f71(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f72(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f73(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f74(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f75(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f76(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f77(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f78(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f79(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f80(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f81(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f82(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f83(<16 x i16>* bitcast ([128 x i8]* @A to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @B to <16 x i16>*), <16 x i16>* bitcast ([128 x i8]* @R to <16 x i16>*))
  call void @dump()
  call void @f84(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f85(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f86(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f87(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f88(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f89(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f90(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f91(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f92(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f93(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f94(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f95(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f96(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f97(<4 x i8>* bitcast ([128 x i8]* @A to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @B to <4 x i8>*), <4 x i8>* bitcast ([128 x i8]* @R to <4 x i8>*))
  call void @dump()
  call void @f98(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f99(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f100(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f101(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f102(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f103(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f104(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f105(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f106(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f107(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f108(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f109(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f110(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f111(<16 x i32>* bitcast ([128 x i8]* @A to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @B to <16 x i32>*), <16 x i32>* bitcast ([128 x i8]* @R to <16 x i32>*))
  call void @dump()
  call void @f112(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f113(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f114(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f115(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f116(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f117(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f118(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f119(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f120(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f121(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f122(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f123(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f124(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f125(<2 x i64>* bitcast ([128 x i8]* @A to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @B to <2 x i64>*), <2 x i64>* bitcast ([128 x i8]* @R to <2 x i64>*))
  call void @dump()
  call void @f126(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f127(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f128(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f129(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f130(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f131(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f132(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f133(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f134(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f135(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f136(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f137(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f138(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f139(<16 x i8>* bitcast ([128 x i8]* @A to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @B to <16 x i8>*), <16 x i8>* bitcast ([128 x i8]* @R to <16 x i8>*))
  call void @dump()
  call void @f140(<2 x float>* bitcast ([128 x i8]* @A to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @B to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @R to <2 x float>*))
  call void @dump()
  call void @f141(<2 x float>* bitcast ([128 x i8]* @A to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @B to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @R to <2 x float>*))
  call void @dump()
  call void @f142(<2 x float>* bitcast ([128 x i8]* @A to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @B to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @R to <2 x float>*))
  call void @dump()
  call void @f143(<2 x float>* bitcast ([128 x i8]* @A to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @B to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @R to <2 x float>*))
  call void @dump()
  call void @f144(<2 x float>* bitcast ([128 x i8]* @A to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @B to <2 x float>*), <2 x float>* bitcast ([128 x i8]* @R to <2 x float>*))
  call void @dump()
  call void @f145(<8 x float>* bitcast ([128 x i8]* @A to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @B to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @R to <8 x float>*))
  call void @dump()
  call void @f146(<8 x float>* bitcast ([128 x i8]* @A to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @B to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @R to <8 x float>*))
  call void @dump()
  call void @f147(<8 x float>* bitcast ([128 x i8]* @A to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @B to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @R to <8 x float>*))
  call void @dump()
  call void @f148(<8 x float>* bitcast ([128 x i8]* @A to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @B to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @R to <8 x float>*))
  call void @dump()
  call void @f149(<8 x float>* bitcast ([128 x i8]* @A to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @B to <8 x float>*), <8 x float>* bitcast ([128 x i8]* @R to <8 x float>*))
  call void @dump()
  call void @f150(<4 x double>* bitcast ([128 x i8]* @A to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @B to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @R to <4 x double>*))
  call void @dump()
  call void @f151(<4 x double>* bitcast ([128 x i8]* @A to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @B to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @R to <4 x double>*))
  call void @dump()
  call void @f152(<4 x double>* bitcast ([128 x i8]* @A to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @B to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @R to <4 x double>*))
  call void @dump()
  call void @f153(<4 x double>* bitcast ([128 x i8]* @A to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @B to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @R to <4 x double>*))
  call void @dump()
  call void @f154(<4 x double>* bitcast ([128 x i8]* @A to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @B to <4 x double>*), <4 x double>* bitcast ([128 x i8]* @R to <4 x double>*))
  call void @dump()
  ret i32 0
}
